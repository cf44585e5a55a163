import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/** PostgreSQL cannot store U+0000 in text; found in any field it is bad input, never a database error. */
export const hasNulCharacter = (value: string) => value.includes('\u0000');

/**
 * A string the database can store: every text field a member sends is built from this, so a new field
 * refuses the NUL character and unpaired surrogates (JSON can carry them, UTF-8 cannot) without anyone
 * remembering to.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine((value) => !hasNulCharacter(value), MESSAGES.textHasNul)
    .refine((value) => value.isWellFormed(), MESSAGES.textMalformed);

/**
 * One of an enumeration's values, in any letter case (`technology` is `Technology`); an unknown value is
 * still refused. For query filters typed by hand, not for bodies, which forms fill from the list.
 */
export const enumAnyCase = <const T extends readonly [string, ...string[]]>(values: T) => {
  const byLowerCase = new Map(values.map((value) => [value.toLowerCase(), value]));
  return z.preprocess(
    (value) => (typeof value === 'string' ? (byLowerCase.get(value.toLowerCase()) ?? value) : value),
    z.enum(values),
  );
};
