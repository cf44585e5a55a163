import type {
  ChallengeDetail,
  CreateChallengeBody,
  MessageResponse,
  ScoreBody,
  Submission,
  SubmitBody,
  UpdateChallengeBody,
} from '@skillsync/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { challengeKeys } from './challenge-keys.ts';

const challengePath = (id: string) => `/challenges/${encodeURIComponent(id)}`;

/** A write changed a challenge: its page shows the answer, and the lists and the figures above them go stale. */
function refreshAfterWrite(queryClient: QueryClient, challenge?: ChallengeDetail) {
  if (challenge) queryClient.setQueryData(challengeKeys.detail(challenge._id), challenge);
  void queryClient.invalidateQueries({ queryKey: challengeKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: challengeKeys.stats() });
}

export function useCreateChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateChallengeBody) => api<ChallengeDetail>('/challenges', { method: 'POST', body }),
    onSuccess: (challenge) => refreshAfterWrite(queryClient, challenge),
  });
}

export function useUpdateChallenge(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateChallengeBody) => api<ChallengeDetail>(challengePath(id), { method: 'PUT', body }),
    onSuccess: (challenge) => refreshAfterWrite(queryClient, challenge),
  });
}

export function useDeleteChallenge(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<MessageResponse>(challengePath(id), { method: 'DELETE' }),
    onSuccess: () => {
      // Marked stale rather than removed: removing it would refetch (and 404) under the page before it navigates away.
      void queryClient.invalidateQueries({ queryKey: challengeKeys.detail(id), refetchType: 'none' });
      refreshAfterWrite(queryClient);
    },
  });
}

export function useJoinChallenge(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<ChallengeDetail>(`${challengePath(id)}/join`, { method: 'POST' }),
    onSuccess: (challenge) => refreshAfterWrite(queryClient, challenge),
    // A refusal (already joined, just ended) means what the page showed was old: it loads afresh.
    onError: () => void queryClient.invalidateQueries({ queryKey: challengeKeys.detail(id) }),
  });
}

/** A participant's entry, new or replacing the last one; the challenge reloads with it (and its count). */
export function useSubmitEntry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitBody) => api<Submission>(`${challengePath(id)}/submissions`, { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: challengeKeys.detail(id) });
      refreshAfterWrite(queryClient);
    },
    // Refused because the deadline passed meanwhile: the page shows submissions closed.
    onError: () => void queryClient.invalidateQueries({ queryKey: challengeKeys.detail(id) }),
  });
}

/** The host's marks for one submission: the judging list reloads with its total. */
export function useScoreSubmission(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ submissionId, ...body }: ScoreBody & { submissionId: string }) =>
      api<Submission>(`${challengePath(id)}/submissions/${encodeURIComponent(submissionId)}/score`, {
        method: 'PUT',
        body,
      }),
    onSuccess: (submission) => {
      // The saved marks show at once; the page reloads behind them.
      queryClient.setQueryData<ChallengeDetail>(challengeKeys.detail(id), (challenge) =>
        challenge
          ? {
              ...challenge,
              submissionsToJudge: challenge.submissionsToJudge.map((entry) =>
                entry._id === submission._id ? submission : entry,
              ),
            }
          : challenge,
      );
      void queryClient.invalidateQueries({ queryKey: challengeKeys.detail(id) });
    },
  });
}

/** Publishing ranks the entries and awards the winners: their reputation, profiles and dashboards change too. */
export function usePublishResults(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<ChallengeDetail>(`${challengePath(id)}/results`, { method: 'POST' }),
    onSuccess: (challenge) => {
      refreshAfterWrite(queryClient, challenge);
      for (const queryKey of [queryRoots.dashboard, queryRoots.profiles]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
