import type { PortfolioItem, PortfolioItemBody } from '@skillsync/shared';
import { PORTFOLIO_STATUSES, PORTFOLIO_TITLE_MAX, PROFILE_LONG_TEXT_MAX } from '@skillsync/shared/constants';
import { useForm } from 'react-hook-form';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { useFieldTexts } from '../../../components/FieldTexts.ts';
import { SelectField, TextAreaField, TextField, UrlField } from '../../../components/FormFields.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { showServerErrors } from '../../../lib/form-resolver.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreatePortfolioItem, useUpdatePortfolioItem } from '../api/portfolio-writes.ts';
import {
  PORTFOLIO_FORM_FIELDS,
  type PortfolioFormValues,
  portfolioResolver,
  toPortfolioFormValues,
} from '../utils/portfolio-form-values.ts';

type PortfolioFormProps = { item: PortfolioItem | null; onClose: () => void };
type PortfolioDialogProps = PortfolioFormProps & {
  isOpen: boolean;
  /** Where focus goes as the dialog closes: the button that opened it may be gone (see Modal). */
  returnFocusTo: () => HTMLElement | null | undefined;
};

/** Adds a project to the owner's portfolio, or edits one (spec §3 "Local portfolio project"). */
export function PortfolioDialog({ isOpen, item, onClose, returnFocusTo }: PortfolioDialogProps) {
  const t = useT();
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={item ? t('profile.portfolio.dialog.editTitle') : t('profile.portfolio.dialog.addTitle')}
      size="lg"
      returnFocusTo={returnFocusTo}
    >
      <PortfolioForm key={item?._id ?? 'new'} item={item} onClose={onClose} />
    </Modal>
  );
}

function PortfolioForm({ item, onClose }: PortfolioFormProps) {
  const { t, field } = useFieldTexts<PortfolioFormValues>((t) => ({
    label: (name) => t(`profile.portfolio.dialog.${name}`),
    text: (key) => t(`profile.portfolio.dialog.${key}`),
  }));
  const creation = useCreatePortfolioItem();
  const update = useUpdatePortfolioItem();
  const form = useForm<PortfolioFormValues, unknown, PortfolioItemBody>({
    resolver: portfolioResolver,
    defaultValues: toPortfolioFormValues(item),
  });
  const { isSubmitting } = form.formState;

  async function handleSubmit(body: PortfolioItemBody) {
    try {
      if (item) await update.mutateAsync({ itemId: item._id, ...body });
      else await creation.mutateAsync(body);
      toast.success(item ? t('profile.portfolio.updated') : t('profile.portfolio.added'));
      onClose();
    } catch (error) {
      showServerErrors(form.setError, error, PORTFOLIO_FORM_FIELDS);
      toast.error(errorMessage(error, t('profile.portfolio.saveFailed')));
    }
  }

  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      cancelLabel={t('profile.cancel')}
      onCancel={onClose}
      confirmLabel={item ? t('profile.portfolio.dialog.save') : t('profile.portfolio.add')}
      isPending={isSubmitting}
    >
      <TextField {...field('title', { placeholder: true })} maxLength={PORTFOLIO_TITLE_MAX} />
      <TextAreaField {...field('description', { placeholder: true })} rows={4} maxLength={PROFILE_LONG_TEXT_MAX} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field('technologies', { placeholder: true })}
          label={t('profile.portfolio.technologies')}
          hint={t('profile.commaHint')}
        />
        <SelectField
          {...field('status')}
          options={PORTFOLIO_STATUSES}
          optionLabel={(status) => t(`profile.portfolioStatus.${status}`)}
        />
        <UrlField {...field('githubUrl', { placeholder: 'github' })} hint={t('profile.optional')} />
        <UrlField {...field('liveUrl', { placeholder: 'live' })} hint={t('profile.optional')} />
      </div>
    </DialogForm>
  );
}
