import { type FormEvent, useState } from 'react';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { Input } from '../../../components/Field.tsx';
import { PasswordInput } from '../../../components/PasswordInput.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangeEmail, useEmailStatus, useResendVerification } from '../api/email.ts';
import { SettingsSection } from './SettingsSection.tsx';

/** The member's address: whether it is verified, a new one waiting for its link, and asking for a new one. */
export function EmailSection() {
  const t = useT();
  const status = useEmailStatus();
  const resend = useResendVerification();
  const data = status.data;

  function handleResend() {
    resend.mutate(undefined, {
      onSuccess: () => toast.success(t('settings.email.resent')),
      onError: (failure) => toast.error(errorMessage(failure, t('settings.email.resendFailed'))),
    });
  }

  return (
    <SettingsSection title={t('settings.email.title')}>
      {status.isPending ? (
        <p className="text-muted">{t('settings.email.loading')}</p>
      ) : !data ? (
        <p role="alert" className="text-red-600">
          {t('settings.email.loadFailed')}
        </p>
      ) : (
        <>
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-ink">{data.email}</span>
            <Badge tone={data.isVerified ? 'success' : 'warning'}>
              {data.isVerified ? t('settings.email.verified') : t('settings.email.unverified')}
            </Badge>
          </p>
          {(data.pendingEmail || !data.isVerified) && (
            <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900">
              <p>
                {data.pendingEmail
                  ? t('settings.email.pending', { email: data.pendingEmail })
                  : t('settings.email.verifyFirst')}
              </p>
              <Button variant="secondary" className="mt-2" isLoading={resend.isPending} onClick={handleResend}>
                {t('settings.email.resend')}
              </Button>
            </div>
          )}
          <ChangeEmailForm />
        </>
      )}
    </SettingsSection>
  );
}

type ChangeErrors = { email?: string; password?: string; form?: string };

function changeErrorsOf(failure: unknown, t: ReturnType<typeof useT>): ChangeErrors {
  const message = errorMessage(failure, t('settings.email.changeFailed'));
  if (failure instanceof ApiError) {
    const field = failure.errors.find((error) => error.param === 'email' || error.param === 'password')?.param;
    if (field === 'email' || failure.code === 'emailTaken') return { email: message };
    if (field === 'password') return { password: message };
  }
  return { form: message };
}

/** A new address, and the password again (an account without one has only its session to show). */
function ChangeEmailForm() {
  const t = useT();
  const hasPassword = useAuthStore((state) => state.user?.hasPassword ?? true);
  const change = useChangeEmail();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<ChangeErrors>({});

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    change.mutate(hasPassword ? { email, password } : { email }, {
      onSuccess: () => {
        toast.success(t('settings.email.changeSent', { email }));
        setEmail('');
        setPassword('');
      },
      onError: (failure) => setErrors(changeErrorsOf(failure, t)),
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-3">
      <p>{t('settings.email.changeText')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Input
          label={t('settings.email.newAddress')}
          type="email"
          autoComplete="email"
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {hasPassword && (
          <PasswordInput
            label={t('settings.email.password')}
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </div>
      {errors.form && (
        <p role="alert" className="text-red-600">
          {errors.form}
        </p>
      )}
      <Button type="submit" isLoading={change.isPending}>
        {t('settings.email.change')}
      </Button>
    </form>
  );
}
