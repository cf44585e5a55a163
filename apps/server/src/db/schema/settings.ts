import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Server-generated secrets shared by every instance (e.g. the key that makes visitor ids unreadable). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
