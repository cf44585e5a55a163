import {
  DIGEST_FREQUENCIES,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type UpdateNotificationSettingsInput,
} from '@skillsync/shared';
import { ErrorState, Skeleton } from '../../../components/States.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useNotificationSettings, useSaveSettings } from '../api/notification-settings.ts';
import { PushDeviceControl } from './PushDeviceControl.tsx';
import { QuietHoursField } from './QuietHoursField.tsx';
import { SettingsSection } from './SettingsSection.tsx';

const CHANNELS = ['inApp', 'email', 'push'] as const;

/** What a change does beside the toast: a field that shows its own error says it under itself. */
type SaveCallbacks = { onSuccess?: () => void; onError?: (text: string) => void };

/**
 * Where each kind of notification reaches the member (in the app, by e-mail, as a push), their digest and quiet
 * hours, saved at once; and whether this device takes pushes.
 */
export function NotificationsSection() {
  const t = useT();
  const query = useNotificationSettings();
  const save = useSaveSettings();
  const change = (
    body: UpdateNotificationSettingsInput,
    { onSuccess, onError = (text) => toast.error(text) }: SaveCallbacks = {},
  ) =>
    save.mutate(body, {
      onSuccess: () => {
        onSuccess?.();
        toast.success(t('messages.notificationSettingsSaved'));
      },
      onError: (error) => onError(errorMessage(error, t('settings.notifications.saveFailed'))),
    });
  const toggle = (kind: NotificationKind, channel: (typeof CHANNELS)[number]) => {
    const current = query.data?.channels[kind];
    if (current) change({ channels: { [kind]: { ...current, [channel]: !current[channel] } } });
  };
  return (
    <div id="notifications" className="scroll-mt-20">
      <SettingsSection title={t('settings.notifications.title')}>
        <p>{t('settings.notifications.text')}</p>
        {query.isError && (
          <ErrorState message={t('settings.notifications.loadFailed')} onRetry={() => void query.refetch()} />
        )}
        {query.isPending && <Skeleton className="h-64 w-full" />}
        {query.data && (
          <label className="flex flex-wrap items-center gap-3">
            <span className="font-medium text-ink">{t('settings.notifications.digest')}</span>
            <select
              value={query.data.digest}
              disabled={save.isPending}
              onChange={(event) => change({ digest: event.target.value as (typeof DIGEST_FREQUENCIES)[number] })}
              className="rounded-lg border border-line bg-white px-3 py-2"
            >
              {DIGEST_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {t(`settings.notifications.digests.${frequency}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        {query.data && (
          <QuietHoursField
            quietHours={query.data.quietHours}
            isSaving={save.isPending}
            onSave={(quietHours, callbacks) => change({ quietHours }, callbacks)}
          />
        )}
        <PushDeviceControl />
        {query.data && (
          <table className="w-full text-left">
            <thead>
              <tr className="border-b border-line text-xs text-muted">
                <th scope="col" className="py-2 font-medium">
                  {t('settings.notifications.kind')}
                </th>
                {CHANNELS.map((channel) => (
                  <th key={channel} scope="col" className="w-12 px-1 py-2 text-center font-medium sm:w-24">
                    {t(`settings.notifications.channels.${channel}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {NOTIFICATION_KINDS.map((kind) => (
                <tr key={kind} className="border-b border-line last:border-0">
                  <th scope="row" className="py-2 pr-2 font-normal text-ink">
                    {t(`settings.notifications.kinds.${kind}`)}
                  </th>
                  {CHANNELS.map((channel) => (
                    <td key={channel} className="px-1 py-2 text-center">
                      <input
                        type="checkbox"
                        aria-label={`${t(`settings.notifications.kinds.${kind}`)}: ${t(`settings.notifications.channels.${channel}`)}`}
                        checked={query.data.channels[kind][channel]}
                        disabled={save.isPending}
                        onChange={() => toggle(kind, channel)}
                        className="h-4 w-4 accent-brand-600"
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </SettingsSection>
    </div>
  );
}
