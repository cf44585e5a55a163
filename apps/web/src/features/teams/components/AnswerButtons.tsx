import { Check, X } from 'lucide-react';
import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n.ts';

type AnswerButtonsProps<Answer extends string> = {
  /** Accept and reject, as the request's API names them ('accept' / 'accepted'). */
  answers: readonly [Answer, Answer];
  /** The answer being sent, whose button spins; while any is, neither can be pressed. */
  answering: Answer | null;
  isPending: boolean;
  onAnswer: (answer: Answer) => void;
  className?: string;
};

/** Accept and Reject for a request or invitation the viewer received. */
export function AnswerButtons<Answer extends string>(props: AnswerButtonsProps<Answer>) {
  const { answers, answering, isPending, onAnswer, className } = props;
  const t = useT();
  const [accept, reject] = answers;
  const buttons = [
    { answer: accept, variant: 'primary', Icon: Check, label: t('requests.respond.accept') },
    { answer: reject, variant: 'danger', Icon: X, label: t('requests.respond.reject') },
  ] as const;
  return buttons.map(({ answer, variant, Icon, label }) => (
    <Button
      key={answer}
      variant={variant}
      className={className}
      onClick={() => onAnswer(answer)}
      isLoading={answering === answer}
      disabled={isPending}
    >
      <Icon aria-hidden className="h-4 w-4" /> {label}
    </Button>
  ));
}
