import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, moderated, primaryId } from './columns.ts';
import { problems } from './problems.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

/**
 * Team chat: one conversation per team, a project's (owner and members) or a problem's (author and collaborators,
 * the "collaboration chat"). Exactly one of the two ids is set; the messages go with their team.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: primaryId(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id').references(() => problems.id, { onDelete: 'cascade' }),
    senderId: belongsTo('sender_id', () => users.id),
    content: text('content').notNull(),
    /** The id the sender's client gave the message: sending it again finds this row instead of adding one. */
    clientId: uuid('client_id'),
    /** Its number in the team's conversation, in the order messages were stored (see `chatSequences`). */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    ...moderated(),
  },
  (t) => [
    check('chat_messages_one_team', sql`(${t.projectId} IS NULL) <> (${t.problemId} IS NULL)`),
    uniqueIndex('chat_messages_client_key').on(t.senderId, t.clientId),
    index('chat_messages_project_created_at_idx')
      .on(t.projectId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.projectId} IS NOT NULL`),
    index('chat_messages_problem_created_at_idx')
      .on(t.problemId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.problemId} IS NOT NULL`),
    uniqueIndex('chat_messages_project_seq_key').on(t.projectId, t.seq).where(sql`${t.projectId} IS NOT NULL`),
    uniqueIndex('chat_messages_problem_seq_key').on(t.problemId, t.seq).where(sql`${t.problemId} IS NOT NULL`),
  ],
);

/**
 * Each team's last message number. A send locks its team's row until it commits, so numbers follow the order in
 * which messages are stored, with no holes (a rolled-back send gives its number back). `team_id` is the project's
 * or problem's id; the row outlives a deleted team harmlessly.
 */
export const chatSequences = pgTable('chat_sequences', {
  teamId: uuid('team_id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});
