import { z } from 'zod';
import { DIFFICULTIES, PROBLEM_CATEGORIES, PROPOSED_ROLES, REQUEST_STATUSES, STATUSES } from './enums.ts';
import { REQUEST_MESSAGE_MAX } from './limits.ts';
import { MESSAGES, tooLong } from './messages.ts';
import { NextCursor } from './pagination.schemas.ts';
import { Collaborator, UserSummary } from './problems.schemas.ts';
import { text } from './text.schemas.ts';

/** A collaboration request in a path; a malformed id answers the request's 404. */
export const RequestIdParams = z.object({ id: z.uuid({ error: MESSAGES.requestNotFound }) });
export type RequestIdParams = z.infer<typeof RequestIdParams>;

/** A member in a path; a malformed id answers the member's 404. */
export const UserIdParams = z.object({ userId: z.uuid({ error: MESSAGES.userNotFound }) });
export type UserIdParams = z.infer<typeof UserIdParams>;

/** A problem collaboration request as both its sender and the problem's author see it (spec §3). */
export const CollaborationRequest = z.object({
  _id: z.string(),
  status: z.enum(REQUEST_STATUSES),
  requester: UserSummary,
  problem: z.object({ _id: z.string(), title: z.string() }),
  problemAuthor: UserSummary,
  proposedRole: z.enum(PROPOSED_ROLES),
  message: z.string(),
  requestedAt: z.string(),
  respondedAt: z.string().nullable(),
  responseMessage: z.string().nullable(),
});
export type CollaborationRequest = z.infer<typeof CollaborationRequest>;

/** A page of requests, newest first. */
export const CollaborationRequestList = z.object({ requests: z.array(CollaborationRequest), nextCursor: NextCursor });
export type CollaborationRequestList = z.infer<typeof CollaborationRequestList>;

const Counts = z.object({ pending: z.number().int(), accepted: z.number().int(), rejected: z.number().int() });
export const CollaborationRequestStats = z.object({ received: Counts, sent: Counts });
export type CollaborationRequestStats = z.infer<typeof CollaborationRequestStats>;

export const RespondBody = z.object({
  status: z.enum(['accepted', 'rejected']),
  responseMessage: text().trim().max(REQUEST_MESSAGE_MAX, tooLong(REQUEST_MESSAGE_MAX)).optional(),
});
export type RespondBody = z.infer<typeof RespondBody>;

/** A member's place on a problem team (spec §3 Collaboration); `_id` is the problem's id. */
export const Collaboration = z.object({
  _id: z.string(),
  problem: z.object({
    _id: z.string(),
    title: z.string(),
    description: z.string(),
    difficulty: z.enum(DIFFICULTIES),
    status: z.enum(STATUSES),
    category: z.enum(PROBLEM_CATEGORIES),
    author: UserSummary,
    collaborators: z.array(Collaborator),
  }),
  isOwner: z.boolean(),
  role: z.string(),
  joinedAt: z.string(),
});
export type Collaboration = z.infer<typeof Collaboration>;

/** A page of a member's teams, the most recently joined (or created) first. */
export const CollaborationList = z.object({ collaborations: z.array(Collaboration), nextCursor: NextCursor });
export type CollaborationList = z.infer<typeof CollaborationList>;
