import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export const publicUserColumns = {
  id: users.id,
  name: users.name,
  avatar: users.avatar,
  reputationScore: users.reputationScore,
  title: users.title,
  location: users.location,
  bio: users.bio,
  skills: users.skills,
  github: users.github,
  linkedin: users.linkedin,
  website: users.website,
};

export async function findUserById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function insertUser(db: DbOrTx, values: { name: string; email: string; passwordHash: string }) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateUserPassword(db: DbOrTx, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}
