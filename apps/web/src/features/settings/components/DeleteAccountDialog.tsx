import type { DeleteAccountBody } from '@skillsync/shared';
import { FormProvider, useForm } from 'react-hook-form';
import { DialogActions } from '../../../components/DialogActions.tsx';
import { PasswordField } from '../../../components/FormFields.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { schemaResolver } from '../../../lib/form-resolver.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

type DeleteAccountDialogProps = { isOpen: boolean; onClose: () => void; onDeleted: () => void };

/** The last step before the account goes: the member types their password again. */
export function DeleteAccountDialog({ isOpen, onClose, onDeleted }: DeleteAccountDialogProps) {
  const t = useT();
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('settings.delete.dialogTitle')}>
      <DeleteAccountForm onClose={onClose} onDeleted={onDeleted} />
    </Modal>
  );
}

/** The server's word that the password is wrong, for the field: by the field error it names, or by its code. */
function passwordError(error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const fieldError = error.errors.find((item) => item.param === 'password');
  if (fieldError) return fieldError.msg;
  return error.code === 'passwordIncorrect' ? error.message : undefined;
}

function DeleteAccountForm({ onClose, onDeleted }: Omit<DeleteAccountDialogProps, 'isOpen'>) {
  const t = useT();
  const email = useAuthStore((state) => state.user?.email ?? '');
  const deletion = useDeleteAccount();
  const form = useForm<DeleteAccountBody>({
    resolver: schemaResolver((schemas) => schemas.DeleteAccountBody),
    defaultValues: { password: '' },
  });

  async function handleSubmit(body: DeleteAccountBody) {
    try {
      await deletion.mutateAsync(body);
    } catch (error) {
      const message = passwordError(error);
      if (message) form.setError('password', { message }, { shouldFocus: true });
      else toast.error(errorMessage(error, t('messages.deleteAccountFailed')));
      return;
    }
    toast.success(t('messages.accountDeleted'));
    onDeleted();
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(handleSubmit)} className="space-y-4">
        <p className="text-sm text-slate-700">{t('settings.delete.dialogText')}</p>
        {/* Tells a password manager whose password this is. */}
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <PasswordField name="password" label={t('settings.delete.password')} autoComplete="current-password" />
        <DialogActions
          cancelLabel={t('settings.delete.keep')}
          onCancel={onClose}
          confirmLabel={t('settings.delete.confirm')}
          isPending={deletion.isPending || deletion.isSuccess}
          variant="danger"
        />
      </form>
    </FormProvider>
  );
}
