import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { appSecrets } from './schema/index.ts';

/**
 * The named secret, created on first use (32 random bytes, or what `create` makes); every instance reads the same
 * one, whichever created it.
 */
export async function loadSecret(db: Database, name: string, create = () => randomBytes(32).toString('base64url')) {
  await db.insert(appSecrets).values({ name, value: create() }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be loaded`);
  return row.value;
}
