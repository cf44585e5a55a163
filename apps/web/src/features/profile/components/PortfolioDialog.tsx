import type { PortfolioItem, PortfolioItemBody } from '@skillsync/shared';
import { PORTFOLIO_STATUSES, PORTFOLIO_TITLE_MAX, PROFILE_LONG_TEXT_MAX, URL_MAX } from '@skillsync/shared/constants';
import { FormProvider, useForm } from 'react-hook-form';
import { DialogActions } from '../../../components/DialogActions.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/FormFields.tsx';
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
  const t = useT();
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
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(handleSubmit)} className="space-y-4">
        <TextField
          name="title"
          label={t('profile.portfolio.dialog.title')}
          maxLength={PORTFOLIO_TITLE_MAX}
          placeholder={t('profile.portfolio.dialog.titlePlaceholder')}
        />
        <TextAreaField
          name="description"
          label={t('profile.portfolio.dialog.description')}
          rows={4}
          maxLength={PROFILE_LONG_TEXT_MAX}
          placeholder={t('profile.portfolio.dialog.descriptionPlaceholder')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="technologies"
            label={t('profile.portfolio.technologies')}
            placeholder={t('profile.portfolio.dialog.technologiesPlaceholder')}
            hint={t('profile.commaHint')}
          />
          <SelectField
            name="status"
            label={t('profile.portfolio.dialog.status')}
            options={PORTFOLIO_STATUSES}
            optionLabel={(status) => t(`profile.portfolioStatus.${status}`)}
          />
          <TextField
            name="githubUrl"
            label={t('profile.portfolio.dialog.githubUrl')}
            type="url"
            maxLength={URL_MAX}
            placeholder={t('profile.portfolio.dialog.githubPlaceholder')}
            hint={t('profile.optional')}
          />
          <TextField
            name="liveUrl"
            label={t('profile.portfolio.dialog.liveUrl')}
            type="url"
            maxLength={URL_MAX}
            placeholder={t('profile.portfolio.dialog.livePlaceholder')}
            hint={t('profile.optional')}
          />
        </div>
        <DialogActions
          cancelLabel={t('profile.cancel')}
          onCancel={onClose}
          confirmLabel={item ? t('profile.portfolio.dialog.save') : t('profile.portfolio.add')}
          isPending={isSubmitting}
        />
      </form>
    </FormProvider>
  );
}
