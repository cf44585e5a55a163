import type { JoinRequest } from '@skillsync/shared';

/** A pending join request or invitation of the Well water ledger project, but for who it is from or to. */
export const pendingJoinRequest: Omit<JoinRequest, '_id' | 'kind' | 'user' | 'inviteeEmail'> = {
  status: 'Pending',
  project: { _id: 'p1', title: 'Well water ledger', owner: { _id: 'o1', name: 'Ravi' } },
  message: '',
  skills: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  respondedAt: null,
};
