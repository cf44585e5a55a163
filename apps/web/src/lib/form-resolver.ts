import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, errorMessage } from './api.ts';
import { toast } from './toast.ts';

/** The API's body schemas, and zod with them. */
type Schemas = typeof import('@skillsync/shared');

let validation: Promise<[Schemas, typeof import('@hookform/resolvers/zod')]> | undefined;

/**
 * The schemas and their resolver are a chunk of their own, loaded once somebody starts on a form (or it is first
 * checked), never with a page: evaluating zod and every schema blocks a slow phone for a long moment, and a
 * visitor who only reads never needs them.
 */
function loadValidation() {
  validation ??= Promise.all([import('@skillsync/shared'), import('@hookform/resolvers/zod')]);
  return validation;
}

if (typeof document !== 'undefined') {
  for (const type of ['pointerdown', 'keydown']) {
    document.addEventListener(type, () => void loadValidation(), { once: true, capture: true, passive: true });
  }
}

/** A resolver checking a form's values with one of the API's schemas (`(s) => s.LoginBody`): the spec's messages. */
export function schemaResolver<Input extends FieldValues, Output = Input>(
  pick: (schemas: Schemas) => z.ZodType,
): Resolver<Input, unknown, Output> {
  let resolve: Resolver<Input, unknown, Output> | undefined;
  return async (values, context, options) => {
    if (!resolve) {
      const [schemas, { zodResolver }] = await loadValidation();
      resolve = zodResolver(pick(schemas) as never) as unknown as Resolver<Input, unknown, Output>;
    }
    return resolve(values, context, options);
  };
}

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
  pick: (schemas: Schemas) => Schema,
  toInput: (values: Values) => z.input<Schema>,
  fields: readonly (keyof Values & string)[],
  /** Where a nested error of the body shows in the form, e.g. `{ repository: 'repositoryUrl' }`. */
  fieldOf: Partial<Record<string, keyof Values & string>> = {},
): Resolver<Values, unknown, z.output<Schema>> {
  const bodyResolver = schemaResolver<FieldValues, z.output<Schema>>(pick);
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

/**
 * Shows the field errors of a failed save under their fields: the server checks with the same schema, so its
 * messages are the form's. Errors of other fields are left to the toast; `fieldOf` maps a body field to the form
 * field that holds it (`repository` → `repositoryUrl`); `focusFirst` moves focus to the first one shown.
 */
export function showServerErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
  fields: readonly (keyof Values & string)[],
  {
    fieldOf = {},
    focusFirst = false,
  }: { fieldOf?: Partial<Record<string, keyof Values & string>>; focusFirst?: boolean } = {},
) {
  if (!(error instanceof ApiError)) return;
  let shouldFocus = focusFirst;
  for (const item of error.errors) {
    const field = fieldOf[item.param] ?? item.param;
    if (!(fields as readonly string[]).includes(field)) continue;
    setError(field as Path<Values>, { type: 'server', message: item.msg }, { shouldFocus });
    shouldFocus = false;
  }
}

type SubmitOptions<Values extends FieldValues, Body> = {
  onSubmit: (body: Body) => Promise<void>;
  fields: readonly (keyof Values & string)[];
  /** Shown when the server gives no message of its own. */
  failureMessage: string;
  fieldOf?: Partial<Record<string, keyof Values & string>>;
};

/**
 * A long form's submit handler (a problem, a project, a challenge): saves through `onSubmit`; a failed save shows
 * its field errors under their fields, focusing the first, and its message in a toast.
 */
export function submitShowingErrors<Values extends FieldValues, Body>(
  setError: UseFormSetError<Values>,
  { onSubmit, fields, failureMessage, fieldOf }: SubmitOptions<Values, Body>,
) {
  return async (body: Body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      showServerErrors(setError, error, fields, { ...(fieldOf ? { fieldOf } : {}), focusFirst: true });
      toast.error(errorMessage(error, failureMessage));
    }
  };
}

// Conversions between a work form's text fields and the API body, for the forms that use textFormResolver.

/** A number input's text as a number; anything else stays as typed, so the schema answers with its message. */
export const toNumberOrText = (text: string) =>
  text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;

/** An optional text field (a link, a note): blank becomes null. */
export const toOptionalText = (text: string) => text.trim() || null;

/** A saved list as the form's comma text ('React, Node'). */
export const toCommaText = (items: readonly string[]) => items.join(', ');

/** A saved list as the form's text, one item per line. */
export const toLinesText = (items: readonly string[]) => items.join('\n');
