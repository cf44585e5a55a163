import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The first message anywhere in a (possibly nested, per list item) field error. */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  for (const nested of Object.values(error)) {
    const message = firstMessage(nested);
    if (message) return message;
  }
  return undefined;
}

/**
 * A resolver for a form whose fields are text (comma lists, one link per line) that validates the API body
 * made from them with the very schema the server uses, so the messages are the spec's. An error on one list
 * item (the third link) or a nested field (`repository.url`) is shown under the text field it came from.
 */
export function textFormResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  toInput: (values: Values) => z.input<Schema>,
  fields: readonly (keyof Values & string)[],
  /** Where a nested error of the body shows in the form, e.g. `{ repository: 'repositoryUrl' }`. */
  fieldOf: Partial<Record<string, keyof Values & string>> = {},
): Resolver<Values, unknown, z.output<Schema>> {
  const bodyResolver = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, z.output<Schema>>;
  return async (values, context, options) => {
    const result = await bodyResolver(toInput(values) as FieldValues, context, {
      criteriaMode: options.criteriaMode,
      fields: {},
      shouldUseNativeValidation: false,
    });
    if (Object.keys(result.errors).length === 0) return { values: result.values as z.output<Schema>, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, error] of Object.entries(result.errors)) {
      const field = fieldOf[name] ?? name;
      const message = firstMessage(error);
      if (message && fields.includes(field) && !errors[field]) errors[field] = { type: 'validate', message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
