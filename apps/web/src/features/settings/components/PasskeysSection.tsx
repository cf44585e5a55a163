import { PASSKEY_NAME_MAX, type Passkey } from '@skillsync/shared';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Input } from '../../../components/Field.tsx';
import { SkeletonList } from '../../../components/ListStates.tsx';
import { PasswordInput } from '../../../components/PasswordInput.tsx';
import { EmptyState } from '../../../components/States.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { useFormatting } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { canUsePasskeys, isAlreadyOnDevice, isCeremonyCancelled } from '../../../lib/passkeys.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../api/passkeys.ts';
import { SettingsSection } from './SettingsSection.tsx';

/** A passkey's name, edited in place: Enter saves, Escape or Cancel keeps the old one. */
function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const t = useT();
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string>();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    rename.mutate(
      { id: passkey._id, name },
      {
        onSuccess: onDone,
        onError: (failure) => setError(errorMessage(failure, t('settings.passkeys.renameFailed'))),
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      onKeyDown={(event) => event.key === 'Escape' && onDone()}
      className="flex flex-1 flex-wrap items-end gap-2"
    >
      <div className="min-w-48 flex-1">
        <Input
          label={t('settings.passkeys.newNameLabel', { name: passkey.name })}
          value={name}
          maxLength={PASSKEY_NAME_MAX}
          error={error}
          autoFocus
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <Button type="submit" isLoading={rename.isPending}>
        {t('settings.passkeys.save')}
      </Button>
      <Button variant="secondary" onClick={onDone}>
        {t('settings.passkeys.cancel')}
      </Button>
    </form>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const t = useT();
  const { formatDate } = useFormatting();
  const remove = useRemovePasskey();
  const [isRenaming, setIsRenaming] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const { name } = passkey;

  function handleRemove() {
    remove.mutate(passkey._id, {
      onSuccess: () => toast.success(t('settings.passkeys.removed', { name })),
      onError: (failure) => toast.error(errorMessage(failure, t('settings.passkeys.removeFailed', { name }))),
      onSettled: () => setIsConfirming(false),
    });
  }

  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <KeyRound aria-hidden className="h-5 w-5 shrink-0 text-brand-700" />
      {isRenaming ? (
        <RenameForm passkey={passkey} onDone={() => setIsRenaming(false)} />
      ) : (
        <>
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
              <span className="break-words">{name}</span>
              {passkey.isSynced && <Badge tone="info">{t('settings.passkeys.synced')}</Badge>}
            </p>
            <p className="text-xs text-muted">
              {t('settings.passkeys.added', { date: formatDate(passkey.createdAt) })}
              {' · '}
              {passkey.lastUsedAt
                ? t('settings.passkeys.lastUsed', { date: formatDate(passkey.lastUsedAt) })
                : t('settings.passkeys.neverUsed')}
            </p>
          </div>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              aria-label={t('settings.passkeys.renameLabel', { name })}
              onClick={() => setIsRenaming(true)}
            >
              {t('settings.passkeys.rename')}
            </Button>
            <Button
              variant="secondary"
              aria-label={t('settings.passkeys.removeLabel', { name })}
              onClick={() => setIsConfirming(true)}
            >
              {t('settings.passkeys.remove')}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        onConfirm={handleRemove}
        title={t('settings.passkeys.removeTitle', { name })}
        message={t('settings.passkeys.removeText')}
        confirmLabel={t('settings.passkeys.remove')}
        isPending={remove.isPending}
      />
    </li>
  );
}

type AddErrors = { name?: string; password?: string; form?: string };

/** Where the reason an add failed belongs: under the field the server named, or under the form. */
function addErrorsOf(failure: unknown, t: ReturnType<typeof useT>): AddErrors {
  if (isCeremonyCancelled(failure)) return { form: t('settings.passkeys.cancelled') };
  if (isAlreadyOnDevice(failure)) return { form: t('settings.passkeys.alreadyOnDevice') };
  const message = errorMessage(failure, t('settings.passkeys.addFailed'));
  if (failure instanceof ApiError) {
    const field = failure.errors.find((error) => error.param === 'password' || error.param === 'name')?.param;
    if (field === 'name') return { name: message };
    if (field === 'password' || failure.code === 'passwordIncorrect') return { password: message };
  }
  return { form: message };
}

/** Names a new passkey and, once the member's password proves it is them, has the browser make it. */
function AddPasskeyForm() {
  const t = useT();
  const add = useAddPasskey();
  const [name, setName] = useState(() => t('settings.passkeys.defaultName'));
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<AddErrors>({});

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    add.mutate(
      { name, password },
      {
        onSuccess: (added) => {
          setPassword('');
          toast.success(t('settings.passkeys.addedToast', { name: added.name }));
        },
        onError: (failure) => setErrors(addErrorsOf(failure, t)),
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Input
          label={t('settings.passkeys.nameLabel')}
          hint={t('settings.passkeys.nameHint')}
          value={name}
          maxLength={PASSKEY_NAME_MAX}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <PasswordInput
          label={t('settings.passkeys.password')}
          hint={t('settings.passkeys.passwordHint')}
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      {errors.form && (
        <p role="alert" className="text-red-600">
          {errors.form}
        </p>
      )}
      <Button type="submit" isLoading={add.isPending}>
        <KeyRound aria-hidden className="h-4 w-4" />
        {t('settings.passkeys.add')}
      </Button>
    </form>
  );
}

/** The member's passkeys: sign in with a fingerprint, face or screen lock instead of the password. */
export function PasskeysSection() {
  const t = useT();
  const query = usePasskeys();
  const passkeys = query.data?.passkeys;
  return (
    <SettingsSection title={t('settings.passkeys.title')}>
      <p>{t('settings.passkeys.text')}</p>
      {query.isPending ? (
        <SkeletonList
          label={t('settings.passkeys.loading')}
          count={1}
          className="divide-y divide-line"
          itemClassName="flex items-center gap-3 py-3"
          lead="h-5 w-5 rounded"
          lines={['h-4 w-1/3', 'h-3 w-1/4']}
        />
      ) : query.isError ? (
        <p role="alert" className="text-red-600">
          {t('settings.passkeys.loadFailed')}
        </p>
      ) : passkeys?.length === 0 ? (
        <EmptyState
          icon={KeyRound}
          headingLevel={3}
          title={t('settings.passkeys.emptyTitle')}
          text={t('settings.passkeys.emptyText')}
        />
      ) : (
        <ul className="divide-y divide-line">
          {passkeys?.map((passkey) => (
            <PasskeyRow key={passkey._id} passkey={passkey} />
          ))}
        </ul>
      )}
      {canUsePasskeys() ? <AddPasskeyForm /> : <p className="text-muted">{t('settings.passkeys.unsupported')}</p>}
    </SettingsSection>
  );
}
