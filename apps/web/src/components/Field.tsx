import { useLingui } from '@lingui/react';
import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { translateText } from '../lib/translate-text.ts';

type FieldShellProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
};

/** A labelled control with its hint or its error; errors are the shared messages, shown in the reader's language. */
export function FieldShell({ id, label, hint, error, children }: FieldShellProps) {
  useLingui();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {translateText(error)}
        </p>
      )}
    </div>
  );
}

export const controlClass = (hasError: boolean) =>
  `block w-full rounded-lg border bg-white px-3 py-2 text-sm text-ink placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-2 focus:outline-brand-600 ${hasError ? 'border-red-400' : 'border-slate-300'}`;

const describedBy = (id: string, hint: unknown, error: unknown) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/** A control's id (the one given, or a new one) and the attributes that tie it to its hint or error. */
function useControlAttributes(id: string | undefined, hint: unknown, error: string | undefined) {
  const autoId = useId();
  const controlId = id ?? autoId;
  return {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(controlId, hint, error),
  };
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  trailing?: ReactNode;
};

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, hint, error, trailing, id, className = '', ...rest },
  ref,
) {
  const control = useControlAttributes(id, hint, error);
  return (
    <FieldShell id={control.id} label={label} hint={hint} error={error}>
      <div className="relative">
        <input
          ref={ref}
          {...control}
          className={`${controlClass(Boolean(error))} ${trailing ? 'pr-11' : ''} ${className}`}
          {...rest}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
      </div>
    </FieldShell>
  );
});

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
};

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, hint, error, id, ...rest },
  ref,
) {
  const control = useControlAttributes(id, hint, error);
  return (
    <FieldShell id={control.id} label={label} hint={hint} error={error}>
      <textarea ref={ref} {...control} className={controlClass(Boolean(error))} {...rest} />
    </FieldShell>
  );
});

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** The choices' values. */
  options: readonly string[];
  /** The text shown for a choice, in the reader's language (`common.enums.…`); the value itself when left out. */
  optionLabel?: (option: string) => string;
  /** A first choice with an empty value, such as 'All categories'. */
  emptyOption?: string;
};

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, hint, error, id, options, optionLabel = (option) => option, emptyOption, ...rest },
  ref,
) {
  const control = useControlAttributes(id, hint, error);
  return (
    <FieldShell id={control.id} label={label} hint={hint} error={error}>
      <select ref={ref} {...control} className={controlClass(Boolean(error))} {...rest}>
        {emptyOption !== undefined && <option value="">{emptyOption}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});
