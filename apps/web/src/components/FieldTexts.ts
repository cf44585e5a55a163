import type { FieldValues, Path } from 'react-hook-form';
import { useT } from '../lib/i18n.ts';

/** A text of one form's catalog namespace, by its key's last part. */
export type FormText = (key: string, values?: Record<string, unknown>) => string;

/**
 * Where a form's catalog keeps its fields' texts. The form writes each out as a template with its namespace,
 * `(name) => t(`projects.fields.${name}`)`, so the catalog check sees the namespace's keys used.
 */
export type FormTexts = {
  /** A field's label by the field's name: `<namespace>.fields.<name>`. */
  label: FormText;
  /** The form's other texts (placeholders, hints, section titles): `<namespace>.form.<key>`. */
  text: FormText;
};

type FieldTextOptions = {
  /** The label's key, where it is not the field's name. */
  label?: string;
  /** The placeholder `<name>Placeholder` (`true`), or `<stem>Placeholder` where the catalog shortens the name. */
  placeholder?: true | string;
  /** The hint's key. */
  hint?: string;
};

/**
 * A form's fields by their typed names, with their texts: `field('goals', { placeholder: true })` gives the name,
 * label and placeholder to spread into a field.
 */
export function fieldTexts<Values extends FieldValues>({ label, text }: FormTexts) {
  return (name: Path<Values>, options: FieldTextOptions = {}) => {
    const placeholder = options.placeholder === true ? name : options.placeholder;
    return {
      name,
      label: label(options.label ?? name),
      ...(placeholder && { placeholder: text(`${placeholder}Placeholder`) }),
      ...(options.hint && { hint: text(options.hint) }),
    };
  };
}

/**
 * Binds a form's catalog namespace once, for the form and each of its sections: `t` for its other texts, `texts`
 * for the sections shared between forms, and `field` for its fields.
 */
export function useFieldTexts<Values extends FieldValues>(bind: (t: ReturnType<typeof useT>) => FormTexts) {
  const t = useT();
  const texts = bind(t);
  return { t, texts, field: fieldTexts<Values>(texts) };
}
