import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Background } from './background.ts';
import type { ImageWork } from './image-work.ts';
import type { KeptAnswers } from './kept-answers.ts';
import type { Mailer } from './mailer.ts';
import type { PostingLog } from './posting-log.ts';
import type { Pusher } from './pusher.ts';
import type { RealtimeHub } from './realtime-hub.ts';
import type { SessionCache } from './session-cache.ts';

export type Clock = () => Date;

/** What services need from the outside world, built once in buildApp. */
export type AppContext = {
  config: Config;
  db: Database;
  mailer: Mailer;
  /** Web push to members' browsers (see pusher.ts). */
  pusher: Pusher;
  clock: Clock;
  /** Work that runs after the response (mail delivery), drained on shutdown. */
  background: Background;
  log: FastifyBaseLogger;
  /** Keys the server generated once and keeps in the database (see db/secrets.ts). */
  secrets: { viewerKey: string; unsubscribeKey: string; appealKey: string };
  /** Live events to the members concerned, sent after a write commits (see realtime/). */
  realtime: RealtimeHub;
  /** This instance's recent session lookups (see session-cache.ts). */
  sessions: SessionCache;
  /** Picture uploads and decodes this instance takes at once (see image-work.ts). */
  imageWork: ImageWork;
  /** Answers the same for many readers, kept a few seconds (see kept-answers.ts). */
  kept: KeptAnswers;
  /** Members' recent posts, counted against new accounts' limits and repeated text (see modules/limits). */
  postingLog: PostingLog;
};
