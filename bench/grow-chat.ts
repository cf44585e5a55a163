// Grows one room's chat to a given number of messages for the chat-room benchmark (bench/chat-room.ts): messages by
// the team's members, numbered on from the room's last, a second apart after its newest (so the room's newest page is
// the grown part's end), every tenth with a reaction, every twentieth answering the one before it and every thousandth a milestone
// (the rare word a search looks for), as a team's
// busy history would be. In batches, one transaction each, with the room's numbers moved on in the same one.

import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { queryRows } from '../apps/server/src/db/sql.ts';

const BATCH = 20_000;

export async function growChat(db: Database, projectId: string, total: number, onProgress: (line: string) => void) {
  const count = async () => {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM chat_messages WHERE room_id = ${projectId}`,
    );
    return row?.n ?? 0;
  };
  let held = await count();
  while (held < total) {
    const size = Math.min(BATCH, total - held);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO chat_sequences (team_id, seq, version) VALUES (${projectId}, 0, 0)
        ON CONFLICT (team_id) DO NOTHING`);
      await tx.execute(sql`
        WITH room AS (SELECT seq, version FROM chat_sequences WHERE team_id = ${projectId} FOR UPDATE),
        newest AS (SELECT coalesce(max(created_at), now() - interval '30 days') AS at
                   FROM chat_messages WHERE room_id = ${projectId}),
        team AS (
          SELECT row_number() OVER (ORDER BY id) - 1 AS k, id FROM (
            SELECT owner_id AS id FROM projects WHERE id = ${projectId}
            UNION SELECT user_id FROM project_members WHERE project_id = ${projectId}) people
        ),
        size AS (SELECT count(*) AS n FROM team)
        INSERT INTO chat_messages (project_id, sender_id, content, seq, version, created_at)
        SELECT ${projectId}, t.id,
          CASE WHEN (r.seq + g) % 1000 = 0 THEN 'Milestone ' || (r.seq + g) || ': the release is out, धन्यवाद everyone'
            ELSE 'Update ' || (r.seq + g) || ': pushed the build, the review is ready; कल मिलते हैं for the demo' END,
          r.seq + g, r.version + g, n.at + make_interval(secs => g)
        FROM generate_series(1::bigint, ${size}::bigint) AS g
        CROSS JOIN room r CROSS JOIN newest n CROSS JOIN size s
        JOIN team t ON t.k = g % s.n`);
      await tx.execute(sql`
        UPDATE chat_sequences SET seq = seq + ${size}, version = version + ${size} WHERE team_id = ${projectId}`);
      await tx.execute(sql`
        INSERT INTO chat_reactions (message_id, user_id, emoji)
        SELECT m.id, p.owner_id, '👍' FROM chat_messages m JOIN projects p ON p.id = m.project_id
        WHERE m.room_id = ${projectId} AND m.seq % 10 = 0 ON CONFLICT DO NOTHING`);
      await tx.execute(sql`
        UPDATE chat_messages m SET reply_to_id = before.id
        FROM chat_messages before
        WHERE m.room_id = ${projectId} AND m.seq % 20 = 0 AND m.reply_to_id IS NULL
          AND before.room_id = ${projectId} AND before.seq = m.seq - 1`);
    });
    held = await count();
    onProgress(`chat: ${held.toLocaleString('en')} of ${total.toLocaleString('en')} messages`);
  }
  await db.execute(sql`ANALYZE chat_messages`);
  await db.execute(sql`ANALYZE chat_reactions`);
  // The message a jump (a search result deep in the history) goes to: the one in the middle.
  const [middle] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM chat_messages WHERE room_id = ${projectId} ORDER BY seq OFFSET ${Math.floor(held / 2)} LIMIT 1`,
  );
  if (!middle) throw new Error('an empty room');
  return { messages: held, middleId: middle.id };
}
