import type { CollaborationRequest, ProposedRole, RequestStatus } from '@skillsync/shared';
import { presentUserSummary } from '../users/users.presenter.ts';
import type { CollaborationRequestWithPeople } from './collaboration-requests.repository.ts';

export function presentCollaborationRequest(row: CollaborationRequestWithPeople): CollaborationRequest {
  const { request } = row;
  return {
    _id: request.id,
    // The columns hold only values the shared schemas accepted on the way in.
    status: request.status as RequestStatus,
    requester: presentUserSummary(row.requester),
    problem: { _id: row.problem.id, title: row.problem.title },
    problemAuthor: presentUserSummary(row.problemAuthor),
    proposedRole: request.proposedRole as ProposedRole,
    message: request.message,
    requestedAt: request.requestedAt.toISOString(),
    respondedAt: request.respondedAt?.toISOString() ?? null,
    responseMessage: request.responseMessage,
  };
}
