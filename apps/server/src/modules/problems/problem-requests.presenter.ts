import type { CollaborationRequest } from '@skillsync/shared';
import { presentUserSummary } from '../users/index.ts';
import type { CollaborationRequestWithPeople } from './problem-requests.repository.ts';

export function presentCollaborationRequest(row: CollaborationRequestWithPeople): CollaborationRequest {
  const { request } = row;
  return {
    _id: request.id,
    status: request.status,
    requester: presentUserSummary(row.requester),
    problem: { _id: row.problem.id, title: row.problem.title },
    problemAuthor: presentUserSummary(row.problemAuthor),
    proposedRole: request.proposedRole,
    message: request.message,
    requestedAt: request.requestedAt.toISOString(),
    respondedAt: request.respondedAt?.toISOString() ?? null,
    responseMessage: request.responseMessage,
  };
}
