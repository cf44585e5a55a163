import { type AnyPgColumn, customType, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Column shapes every table repeats.

/** A row's own id: a random uuid. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** A required reference to the row this one belongs to, which takes this one with it when deleted. */
export const belongsTo = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

/** A moment, with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/**
 * Content a moderator can hide (issue 27): when, and the reason its author reads. Hidden content is left out of
 * every list, search and feed, and shows "Removed by moderators" to everyone but its author.
 */
export const moderated = () => ({ hiddenAt: instant('hidden_at'), hiddenReason: text('hidden_reason') });

/** Bytes kept in the row (pictures, files), so every instance serves the same. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
