import type {
  DecideCaseBody,
  MemberAction,
  MessageResponse,
  ModerationLog,
  ModerationQueue,
  OpenAppealList,
  ReportSubjectType,
  SuspendCaseBody,
} from '@skillsync/shared';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** The most pressing open cases the queue shows at once; deciding one brings the next. */
const QUEUE_LIMIT = 20;
/** The oldest open appeals shown at once; deciding one brings the next. */
const APPEALS_LIMIT = 20;

const moderationKeys = {
  all: queryRoots.moderation,
  queue: () => [...queryRoots.moderation, 'queue'] as const,
  log: () => [...queryRoots.moderation, 'log'] as const,
  appeals: () => [...queryRoots.moderation, 'appeals'] as const,
};

/** The open cases, overdue first, then oldest first, and how many are open in all. */
export const useModerationQueue = () =>
  useQuery({
    queryKey: moderationKeys.queue(),
    queryFn: ({ signal }) => api<ModerationQueue>(`/moderation/cases?limit=${QUEUE_LIMIT}`, { signal }),
  });

/** The audit log, newest first, a page at a time. */
export const useModerationLog = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: moderationKeys.log(),
      queryFn: ({ pageParam, signal }) =>
        api<ModerationLog>(`/moderation/log${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, {
          signal,
        }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    }),
  );

export type CaseSubject = { type: ReportSubjectType; _id: string };

const isSame = (a: CaseSubject, b: CaseSubject) => a.type === b.type && a._id === b._id;

/**
 * Decides a case (dismisses its reports, hides its content, or warns, suspends or bans its member): the case leaves
 * the queue at once.
 * Settled either way, the queue and the log are read again: the decision joins the log, and a case another
 * moderator decided meanwhile is gone.
 */
export function useDecideCase(subject: CaseSubject, action: 'dismiss' | 'hide' | MemberAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideCaseBody | SuspendCaseBody) =>
      api<MessageResponse>(
        `/moderation/cases/${encodeURIComponent(subject.type)}/${encodeURIComponent(subject._id)}/${action}`,
        { method: 'POST', body },
      ),
    onSuccess: () => {
      queryClient.setQueryData<ModerationQueue>(
        moderationKeys.queue(),
        (queue) =>
          queue && {
            cases: queue.cases.filter((open) => !isSame(open.subject, subject)),
            total: Math.max(0, queue.total - 1),
          },
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
    },
  });
}

/** Shows hidden content again (from its line in the audit log); the log is read again, the restore joining it. */
export function useRestoreContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subject, note }: DecideCaseBody & { subject: CaseSubject }) =>
      api<MessageResponse>(
        `/moderation/content/${encodeURIComponent(subject.type)}/${encodeURIComponent(subject._id)}/restore`,
        { method: 'POST', body: { note } },
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
    },
  });
}

/** The open appeals, oldest first, and how many are open in all (asked only when `isEnabled`: for moderators). */
export const useOpenAppeals = (isEnabled = true) =>
  useQuery({
    queryKey: moderationKeys.appeals(),
    enabled: isEnabled,
    queryFn: ({ signal }) => api<OpenAppealList>(`/moderation/appeals?limit=${APPEALS_LIMIT}`, { signal }),
  });

export type AppealOutcome = 'uphold' | 'overturn';

/**
 * Decides an appeal: the decision stands, or is overturned and undone. The appeal leaves the list at once; settled
 * either way, everything moderation shows is read again (the log gains the decision, the queue may change).
 */
export function useDecideAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appealId, outcome, note }: DecideCaseBody & { appealId: string; outcome: AppealOutcome }) =>
      api<MessageResponse>(`/moderation/appeals/${encodeURIComponent(appealId)}/${outcome}`, {
        method: 'POST',
        body: { note },
      }),
    onSuccess: (_answer, { appealId }) => {
      queryClient.setQueryData<OpenAppealList>(
        moderationKeys.appeals(),
        (list) =>
          list && {
            appeals: list.appeals.filter((open) => open._id !== appealId),
            total: Math.max(0, list.total - 1),
          },
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
    },
  });
}
