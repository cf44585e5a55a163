import { URL_MAX } from '@skillsync/shared/constants';
import type { ComponentPropsWithoutRef } from 'react';
import { get, type RegisterOptions, useFormContext, useWatch } from 'react-hook-form';
import { Input, Select, Textarea } from './Field.tsx';
import { PasswordInput } from './PasswordInput.tsx';

/**
 * A control bound to one field of the form around it (react-hook-form's FormProvider): it registers the field and
 * shows the field's error.
 */
type Bound<Props> = Omit<Props, 'name' | 'error'> & {
  name: string;
  /** Checks beyond the form's schema (a title that is not only spaces). */
  rules?: RegisterOptions;
};

function useBinding(name: string, rules: RegisterOptions | undefined) {
  const { register, formState } = useFormContext();
  const error: { message?: string } | undefined = get(formState.errors, name);
  return { error: error?.message, ...register(name, rules) };
}

/** A one-line text input bound to a form field. */
export function TextField({ name, rules, ...rest }: Bound<ComponentPropsWithoutRef<typeof Input>>) {
  return <Input {...rest} {...useBinding(name, rules)} />;
}

/** A web address bound to a form field, at most URL_MAX characters like every address the server keeps. */
export function UrlField(props: Bound<ComponentPropsWithoutRef<typeof Input>>) {
  return <TextField type="url" maxLength={URL_MAX} {...props} />;
}

/** A password input (with its show/hide toggle) bound to a form field. */
export function PasswordField({ name, rules, ...rest }: Bound<ComponentPropsWithoutRef<typeof PasswordInput>>) {
  return <PasswordInput {...rest} {...useBinding(name, rules)} />;
}

/** A multi-line text area bound to a form field. */
export function TextAreaField({ name, rules, ...rest }: Bound<ComponentPropsWithoutRef<typeof Textarea>>) {
  return <Textarea {...rest} {...useBinding(name, rules)} />;
}

type CountedProps = Omit<Bound<ComponentPropsWithoutRef<typeof Textarea>>, 'hint'> & {
  maxLength: number;
  /** The hint that counts, from the form's catalog: "120/500". */
  counter: (values: { length: number; max: number }) => string;
};

/** A text area bound to a form field, its hint counting the characters written against its maxLength. */
export function CountedTextAreaField({ counter, ...props }: CountedProps) {
  const value: string | undefined = useWatch({ name: props.name });
  return <TextAreaField {...props} hint={counter({ length: value?.length ?? 0, max: props.maxLength })} />;
}

/** A choice among fixed options bound to a form field. */
export function SelectField({ name, rules, ...rest }: Bound<ComponentPropsWithoutRef<typeof Select>>) {
  return <Select {...rest} {...useBinding(name, rules)} />;
}
