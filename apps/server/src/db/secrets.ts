import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { appSecrets } from './schema/index.ts';

/** The named secret, created on first use; every instance reads the same one, whichever created it. */
export async function loadSecret(db: Database, name: string) {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be loaded`);
  return row.value;
}
