import { useId } from 'react';
import { Button } from '../../../components/Button.tsx';
import { ErrorState, Skeleton } from '../../../components/States.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { usePushDeviceState, usePushDeviceSwitch } from '../api/push-device.ts';
import { PushDeviceError } from '../utils/push-device.ts';

/**
 * Push notifications on this browser: on or off, or why they cannot be (the browser has none, or the member
 * blocked SkillSync's notifications). What the pushes are about is chosen in the table's Push column.
 */
export function PushDeviceControl() {
  const t = useT();
  const headingId = useId();
  const state = usePushDeviceState();
  const { turnOn, turnOff } = usePushDeviceSwitch();
  const failure = turnOn.error ?? turnOff.error;
  const explain = (error: Error) =>
    error instanceof PushDeviceError
      ? t(`settings.notifications.push.${error.problem}`)
      : errorMessage(error, t('settings.notifications.push.failed'));
  const handleTurnOn = () => {
    turnOff.reset();
    // Asked in the click itself: Safari and Firefox only show the browser's question inside one.
    turnOn.mutate(Notification.requestPermission(), {
      onSuccess: () => toast.success(t('messages.pushSubscribed')),
    });
  };
  const handleTurnOff = () => {
    turnOn.reset();
    turnOff.mutate(undefined, { onSuccess: () => toast.success(t('messages.pushUnsubscribed')) });
  };
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line p-4">
      <h3 id={headingId} className="font-medium text-ink">
        {t('settings.notifications.push.title')}
      </h3>
      {state.isPending && <Skeleton className="mt-2 h-9 w-full" />}
      {state.isError && (
        <div className="mt-2">
          <ErrorState message={t('settings.notifications.push.loadFailed')} onRetry={() => void state.refetch()} />
        </div>
      )}
      {state.data && (
        <div className="mt-1 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p>{t(`settings.notifications.push.${state.data}`)}</p>
          {state.data === 'off' && (
            <Button className="shrink-0 self-start sm:self-auto" isLoading={turnOn.isPending} onClick={handleTurnOn}>
              {t('settings.notifications.push.turnOn')}
            </Button>
          )}
          {state.data === 'on' && (
            <Button
              variant="secondary"
              className="shrink-0 self-start sm:self-auto"
              isLoading={turnOff.isPending}
              onClick={handleTurnOff}
            >
              {t('settings.notifications.push.turnOff')}
            </Button>
          )}
        </div>
      )}
      {failure && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-red-700">
          {explain(failure)}
        </p>
      )}
    </section>
  );
}
