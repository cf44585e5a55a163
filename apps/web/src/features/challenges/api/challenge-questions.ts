import type {
  AnswerBody,
  ChallengeAnswer,
  ChallengeQuestion,
  ChallengeQuestionList,
  MessageResponse,
  QuestionBody,
} from '@skillsync/shared';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { challengeKeys } from './challenge-keys.ts';

const threadPath = (id: string) => `/challenges/${encodeURIComponent(id)}`;
const questionsKey = (id: string) => [...challengeKeys.detail(id), 'questions'] as const;

/** A challenge's questions, newest first, each with its answers, a page at a time. */
export const challengeQuestionsQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: questionsKey(id),
    queryFn: ({ pageParam, signal }) =>
      api<ChallengeQuestionList>(
        `${threadPath(id)}/questions${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export const useChallengeQuestions = (id: string) => useInfiniteQuery(challengeQuestionsQuery(id));

/** Any write to the thread: it loads afresh, so a new answer shows in its place and paging stays consistent. */
function useThreadWrite<Variables, Result>(id: string, write: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey(id) }),
  });
}

export const useAskQuestion = (id: string) =>
  useThreadWrite(id, (body: QuestionBody) =>
    api<ChallengeQuestion>(`${threadPath(id)}/questions`, { method: 'POST', body }),
  );

export const useAnswerQuestion = (id: string) =>
  useThreadWrite(id, ({ questionId, body }: { questionId: string; body: AnswerBody }) =>
    api<ChallengeAnswer>(`${threadPath(id)}/questions/${encodeURIComponent(questionId)}/answers`, {
      method: 'POST',
      body,
    }),
  );

/** Edits the member's own question or answer. */
export const useEditThreadPost = (id: string) =>
  useThreadWrite(id, ({ postId, isQuestion, body }: { postId: string; isQuestion: boolean; body: QuestionBody }) =>
    api<ChallengeAnswer>(`${threadPath(id)}/${isQuestion ? 'questions' : 'answers'}/${encodeURIComponent(postId)}`, {
      method: 'PUT',
      body,
    }),
  );

/** Deletes the member's own question (its answers go with it) or answer. */
export const useDeleteThreadPost = (id: string) =>
  useThreadWrite(id, ({ postId, isQuestion }: { postId: string; isQuestion: boolean }) =>
    api<MessageResponse>(`${threadPath(id)}/${isQuestion ? 'questions' : 'answers'}/${encodeURIComponent(postId)}`, {
      method: 'DELETE',
    }),
  );
