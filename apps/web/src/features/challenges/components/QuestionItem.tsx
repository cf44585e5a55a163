import type { ChallengeAnswer, ChallengeQuestion } from '@skillsync/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '../../../components/Avatar.tsx';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { LazyRemovalNote } from '../../../components/LazyRemoval.tsx';
import { MemberLink } from '../../../components/MemberLink.tsx';
import { ReportButton } from '../../../components/ReportButton.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatRelativeDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useAnswerQuestion, useDeleteThreadPost, useEditThreadPost } from '../api/challenge-questions.ts';
import { ThreadPostForm } from './ThreadPostForm.tsx';

type PostProps = { challengeId: string; post: ChallengeAnswer; isQuestion: boolean; isSignedIn: boolean };

/** Delete, for the post's author, after a confirmation. */
function DeletePost({ challengeId, post, isQuestion }: Omit<PostProps, 'isSignedIn'>) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const deleting = useDeleteThreadPost(challengeId);
  async function handleConfirm() {
    try {
      await deleting.mutateAsync({ postId: post._id, isQuestion });
      setIsOpen(false);
      toast.success(t(isQuestion ? 'messages.questionDeleted' : 'messages.answerDeleted'));
    } catch (error) {
      toast.error(errorMessage(error, t('challenges.questions.deleteFailed')));
    }
  }
  return (
    <>
      <Button variant="danger-ghost" className="px-2 py-1" onClick={() => setIsOpen(true)}>
        <Trash2 aria-hidden className="h-4 w-4" /> {t('challenges.questions.delete')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        onConfirm={() => void handleConfirm()}
        title={t(isQuestion ? 'challenges.questions.deleteQuestionTitle' : 'challenges.questions.deleteAnswerTitle')}
        message={t(isQuestion ? 'challenges.questions.deleteQuestionText' : 'challenges.questions.deleteAnswerText')}
        confirmLabel={t('challenges.questions.delete')}
        isPending={deleting.isPending}
      />
    </>
  );
}

/** One question or answer: who wrote it (the host marked), when, its text, or that moderators removed it. */
function ThreadPost({ challengeId, post, isQuestion, isSignedIn }: PostProps) {
  const t = useT();
  const [isEditing, setIsEditing] = useState(false);
  const editing = useEditThreadPost(challengeId);
  if (isEditing) {
    return (
      <ThreadPostForm
        kind={isQuestion ? 'question' : 'answer'}
        idPrefix={`edit-${post._id}`}
        editing={{ body: post.body, onCancel: () => setIsEditing(false) }}
        onPost={async (body) => {
          await editing.mutateAsync({ postId: post._id, isQuestion, body });
          setIsEditing(false);
        }}
      />
    );
  }
  return (
    <div className="flex gap-3">
      <Avatar name={post.author.name} src={post.author.avatar} size="sm" isDecorative />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <MemberLink member={post.author} className="font-medium text-ink hover:underline" />
          {post.isHost && <Badge tone="brand">{t('challenges.questions.hostBadge')}</Badge>}
          <span className="text-muted">{formatRelativeDate(post.createdAt)}</span>
        </p>
        {post.removed && !post.removal ? (
          <p className="mt-1 text-sm italic text-muted">{t('messages.removedByModerators')}</p>
        ) : (
          <p className="mt-1 whitespace-pre-line break-words text-slate-800">{post.body}</p>
        )}
        {post.removal && <LazyRemovalNote removal={post.removal} isCompact />}
        <div className="mt-1 flex flex-wrap items-center gap-2">
          {post.isOwn && !post.removed && (
            <>
              <Button variant="ghost" className="px-2 py-1" onClick={() => setIsEditing(true)}>
                <Pencil aria-hidden className="h-4 w-4" /> {t('challenges.questions.edit')}
              </Button>
              <DeletePost challengeId={challengeId} post={post} isQuestion={isQuestion} />
            </>
          )}
          {isSignedIn && !post.removed && (
            <ReportButton
              isOwn={post.isOwn}
              isCompact
              type="challenge-question"
              id={post._id}
              title={post.body.slice(0, 80)}
            />
          )}
        </div>
      </div>
    </div>
  );
}

/** A question, its answers oldest first, and for members an answer form behind a button. */
export function QuestionItem({
  challengeId,
  question,
  isSignedIn,
}: {
  challengeId: string;
  question: ChallengeQuestion;
  isSignedIn: boolean;
}) {
  const t = useT();
  const [isAnswering, setIsAnswering] = useState(false);
  const answering = useAnswerQuestion(challengeId);
  const canAnswer = isSignedIn && !question.removed;
  return (
    <li className="rounded-lg border border-line p-4">
      <ThreadPost challengeId={challengeId} post={question} isQuestion isSignedIn={isSignedIn} />
      {question.answers.length > 0 && (
        <ul className="mt-4 space-y-4 border-l-2 border-slate-200 pl-4" aria-label={t('challenges.questions.answers')}>
          {question.answers.map((answer) => (
            <li key={answer._id}>
              <ThreadPost challengeId={challengeId} post={answer} isQuestion={false} isSignedIn={isSignedIn} />
            </li>
          ))}
        </ul>
      )}
      {canAnswer && !isAnswering && (
        <Button variant="ghost" className="mt-3 px-2 py-1" onClick={() => setIsAnswering(true)}>
          {t('challenges.questions.answerButton')}
        </Button>
      )}
      {canAnswer && isAnswering && (
        <div className="mt-4">
          <ThreadPostForm
            kind="answer"
            idPrefix={`answer-${question._id}`}
            onPost={(body) => answering.mutateAsync({ questionId: question._id, body })}
          />
        </div>
      )}
    </li>
  );
}
