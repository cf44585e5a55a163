import { type Identity, PROVIDER_NAMES } from '@skillsync/shared';
import { Link2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { SkeletonList } from '../../../components/ListStates.tsx';
import { PasswordInput } from '../../../components/PasswordInput.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useFormatting } from '../../../lib/format.ts';
import { translateMessage, useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import {
  useConfiguredProviders,
  useIdentities,
  useLinkProvider,
  useSetPassword,
  useUnlinkProvider,
} from '../api/sign-in-methods.ts';
import { SettingsSection } from './SettingsSection.tsx';

function IdentityRow({ identity }: { identity: Identity }) {
  const t = useT();
  const { formatDate } = useFormatting();
  const unlink = useUnlinkProvider();
  const [isConfirming, setIsConfirming] = useState(false);
  const provider = PROVIDER_NAMES[identity.provider];

  function handleUnlink() {
    unlink.mutate(identity._id, {
      onSuccess: () => toast.success(t('settings.signInMethods.unlinked', { provider })),
      onError: (failure) => toast.error(errorMessage(failure, t('settings.signInMethods.unlinkFailed', { provider }))),
      onSettled: () => setIsConfirming(false),
    });
  }

  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Link2 aria-hidden className="h-5 w-5 shrink-0 text-brand-700" />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">{provider}</p>
        <p className="text-xs break-all text-muted">
          {identity.email ? `${identity.email} · ` : ''}
          {t('settings.signInMethods.linkedOn', { date: formatDate(identity.createdAt) })}
        </p>
      </div>
      <Button
        variant="secondary"
        aria-label={t('settings.signInMethods.unlinkLabel', { provider })}
        onClick={() => setIsConfirming(true)}
      >
        {t('settings.signInMethods.unlink')}
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        onConfirm={handleUnlink}
        title={t('settings.signInMethods.unlinkTitle', { provider })}
        message={t('settings.signInMethods.unlinkText', { provider })}
        confirmLabel={t('settings.signInMethods.unlink')}
        isPending={unlink.isPending}
      />
    </li>
  );
}

/** A member whose account came from a provider chooses a password, so they can sign in without it too. */
function SetPasswordForm() {
  const t = useT();
  const setPassword = useSetPassword();
  const [password, setValue] = useState('');
  const [error, setError] = useState<string>();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    setPassword.mutate(password, {
      onSuccess: () => {
        setValue('');
        toast.success(t('messages.passwordSet'));
      },
      onError: (failure) => setError(errorMessage(failure, t('settings.signInMethods.setPasswordFailed'))),
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-3">
      <p>{t('settings.signInMethods.noPassword')}</p>
      <PasswordInput
        label={t('settings.signInMethods.newPassword')}
        autoComplete="new-password"
        value={password}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" isLoading={setPassword.isPending}>
        {t('settings.signInMethods.setPassword')}
      </Button>
    </form>
  );
}

/** What a trip to a provider from here came back with (`?linked=google`, `?providerError=code`), said once. */
function useReturnFromProvider() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const linked = params.get('linked');
  const failed = params.get('providerError');
  useEffect(() => {
    if (!linked && !failed) return;
    if (linked && linked in PROVIDER_NAMES) {
      toast.success(
        t('settings.signInMethods.linked', { provider: PROVIDER_NAMES[linked as keyof typeof PROVIDER_NAMES] }),
      );
    }
    if (failed) toast.error(translateMessage(failed, t('messages.providerFailed')));
    setParams({}, { replace: true });
  }, [linked, failed, setParams, t]);
}

/** Google, GitHub and the password: the ways the member signs in, linked and unlinked here. */
export function SignInMethodsSection() {
  const t = useT();
  const query = useIdentities();
  const providers = useConfiguredProviders();
  const link = useLinkProvider();
  useReturnFromProvider();
  const identities = query.data?.identities ?? [];
  const unlinked = providers.filter((provider) => !identities.some((identity) => identity.provider === provider.id));
  return (
    <SettingsSection title={t('settings.signInMethods.title')}>
      <p>{t('settings.signInMethods.text')}</p>
      {query.isPending ? (
        <SkeletonList
          label={t('settings.signInMethods.loading')}
          count={1}
          className="divide-y divide-line"
          itemClassName="flex items-center gap-3 py-3"
          lead="h-5 w-5 rounded"
          lines={['h-4 w-1/3', 'h-3 w-1/4']}
        />
      ) : query.isError ? (
        <p role="alert" className="text-red-600">
          {t('settings.signInMethods.loadFailed')}
        </p>
      ) : (
        <>
          {identities.length > 0 ? (
            <ul className="divide-y divide-line">
              {identities.map((identity) => (
                <IdentityRow key={identity._id} identity={identity} />
              ))}
            </ul>
          ) : (
            <p className="text-muted">{t('settings.signInMethods.none')}</p>
          )}
          {query.data?.hasPassword === false && <SetPasswordForm />}
        </>
      )}
      {unlinked.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {unlinked.map((provider) => (
            <Button
              key={provider.id}
              variant="secondary"
              isLoading={link.isPending && link.variables === provider.id}
              onClick={() =>
                link.mutate(provider.id, {
                  onError: (failure) => toast.error(errorMessage(failure, t('messages.providerFailed'))),
                })
              }
            >
              {t('settings.signInMethods.link', { provider: provider.name })}
            </Button>
          ))}
        </div>
      )}
    </SettingsSection>
  );
}
