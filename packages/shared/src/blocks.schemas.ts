import { z } from 'zod';
import { NextCursor } from './pagination.schemas.ts';
import { UserSummary } from './problems.schemas.ts';

/** Whether the signed-in member has blocked this member (never whether they are blocked: nobody is told). */
export const BlockState = z.object({ isBlocked: z.boolean() });
export type BlockState = z.infer<typeof BlockState>;

/** A member the signed-in member blocked, and since when; `_id` is the member's. */
export const BlockedMember = z.object({ _id: z.string(), user: UserSummary, blockedAt: z.string() });
export type BlockedMember = z.infer<typeof BlockedMember>;

export const BlockedMemberList = z.object({ members: z.array(BlockedMember), nextCursor: NextCursor });
export type BlockedMemberList = z.infer<typeof BlockedMemberList>;
