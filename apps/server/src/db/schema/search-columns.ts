import { sql } from 'drizzle-orm';
import { customType, text } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Columns the database computes on write, so a search reads them instead of computing them for every row it
 * looks at: the full-text vector of `title` and `description`, and a list of skills lower-cased (what the GIN
 * indexes of migration 0007 hold). `skillsync_lower_skills` is migration 0006's.
 */
export const searchVector = () =>
  tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple', title || ' ' || description)`);

/**
 * A member's full-text vector, for search: name, title and skills (`skillsync_member_text`, migration 0006) weigh
 * most (A), then where they live (B), then their bio (C), so a member who holds what was typed ranks above one
 * whose bio mentions it. Migration 0011; the people filter's city reads the B words alone (`bengaluru:B`).
 */
export const memberSearchVector = () =>
  tsvector('search_vector').generatedAlwaysAs(
    sql`setweight(to_tsvector('simple', skillsync_member_text("name", "title", "skills")), 'A') || setweight(to_tsvector('simple', coalesce("location", '')), 'B') || setweight(to_tsvector('simple', coalesce("bio", '')), 'C')`,
  );

export const skillKeys = (skillsColumn: 'skills' | 'skills_needed') =>
  text('skill_keys')
    .array()
    .generatedAlwaysAs(sql`skillsync_lower_skills(${sql.identifier(skillsColumn)})`);
