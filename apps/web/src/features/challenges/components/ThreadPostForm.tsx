import type { QuestionBody } from '@skillsync/shared';
import { CHALLENGE_QUESTION_MAX } from '@skillsync/shared/constants';
import { Send } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '../../../components/Button.tsx';
import { TextAreaField } from '../../../components/FormFields.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { schemaResolver, showServerErrors } from '../../../lib/form-resolver.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';

type FormValues = { body: string };
const FIELDS = ['body'] as const;
const questionResolver = schemaResolver<FormValues, QuestionBody>((schemas) => schemas.QuestionBody);
const answerResolver = schemaResolver<FormValues, QuestionBody>((schemas) => schemas.AnswerBody);

type ThreadPostFormProps = {
  kind: 'question' | 'answer';
  onPost: (body: QuestionBody) => Promise<unknown>;
  /** A distinct id for each form on the page (one answer form per question). */
  idPrefix: string;
  /** Editing: the text as it stands, and how to leave without saving. */
  editing?: { body: string; onCancel: () => void };
};

/** Ask a question, or answer one: one text, its error under it, sent with the server's own schema. */
export function ThreadPostForm({ kind, onPost, idPrefix, editing }: ThreadPostFormProps) {
  const t = useT();
  const form = useForm<FormValues, unknown, QuestionBody>({
    resolver: kind === 'question' ? questionResolver : answerResolver,
    defaultValues: { body: editing?.body ?? '' },
  });
  const { isSubmitting } = form.formState;

  async function handleValid(body: QuestionBody) {
    try {
      await onPost(body);
      form.reset({ body: '' });
      if (editing) toast.success(t('challenges.questions.saved'));
      else toast.success(t(kind === 'question' ? 'challenges.questions.asked' : 'challenges.questions.answered'));
    } catch (error) {
      showServerErrors(form.setError, error, FIELDS, { focusFirst: true });
      toast.error(errorMessage(error, t('challenges.questions.postFailed')));
    }
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(handleValid)} className="space-y-3">
        <TextAreaField
          id={`${idPrefix}-body`}
          name="body"
          label={t(kind === 'question' ? 'challenges.questions.askLabel' : 'challenges.questions.answerLabel')}
          placeholder={t(
            kind === 'question' ? 'challenges.questions.askPlaceholder' : 'challenges.questions.answerPlaceholder',
          )}
          rows={kind === 'question' ? 3 : 2}
          maxLength={CHALLENGE_QUESTION_MAX}
          aria-required
        />
        <div className="flex justify-end gap-2">
          {editing && (
            <Button variant="ghost" onClick={editing.onCancel}>
              {t('challenges.questions.cancel')}
            </Button>
          )}
          <Button type="submit" variant={kind === 'question' ? 'primary' : 'secondary'} isLoading={isSubmitting}>
            <Send aria-hidden className="h-4 w-4" />
            {editing
              ? t('challenges.questions.save')
              : t(kind === 'question' ? 'challenges.questions.askButton' : 'challenges.questions.answerButton')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
