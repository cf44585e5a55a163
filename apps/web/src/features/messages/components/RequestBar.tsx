import { Check, EyeOff, MailQuestion } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useAnswerRequest } from '../api/conversations.ts';

type RequestBarProps = {
  conversationId: string;
  name: string;
  /** Accepted: the composer takes the bar's place. */
  onAccepted: () => void;
};

/**
 * A message request to the reader, where the composer will be once they accept: Accept opens the conversation
 * both ways; Ignore (its sender is not told) goes back to the list.
 */
export function RequestBar({ conversationId, name, onAccepted }: RequestBarProps) {
  const t = useT();
  const navigate = useNavigate();
  const answer = useAnswerRequest(conversationId);

  async function handleAnswer(choice: 'accept' | 'ignore') {
    try {
      await answer.mutateAsync(choice);
      if (choice === 'accept') {
        toast.success(t('conversations.request.accepted', { name }));
        onAccepted();
        return;
      }
      toast.success(t('conversations.request.ignored', { name }));
      await navigate('/messages');
    } catch (error) {
      toast.error(errorMessage(error, t('conversations.request.failed')));
    }
  }

  const pending = answer.isPending ? answer.variables : undefined;
  return (
    <section
      aria-labelledby={`request-${conversationId}`}
      className="mt-3 rounded-lg border border-brand-200 bg-brand-50 p-4"
    >
      <h3 id={`request-${conversationId}`} className="flex items-center gap-2 font-semibold text-ink">
        <MailQuestion aria-hidden className="h-5 w-5 shrink-0 text-brand-700" />
        {t('conversations.request.title', { name })}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('conversations.request.text', { name })}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          isLoading={pending === 'accept'}
          disabled={answer.isPending}
          onClick={() => void handleAnswer('accept')}
        >
          {pending !== 'accept' && <Check aria-hidden className="h-4 w-4" />}
          {t('conversations.request.accept')}
        </Button>
        <Button
          variant="secondary"
          isLoading={pending === 'ignore'}
          disabled={answer.isPending}
          onClick={() => void handleAnswer('ignore')}
        >
          {pending !== 'ignore' && <EyeOff aria-hidden className="h-4 w-4" />}
          {t('conversations.request.ignore')}
        </Button>
      </div>
    </section>
  );
}
