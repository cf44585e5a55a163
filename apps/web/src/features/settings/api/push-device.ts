import type { MessageResponse, PushKey } from '@skillsync/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { keepOnlyThisSessionsSubscription, subscriptionOfThisBrowser } from '../../../lib/push-subscription.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { type PushDeviceState, readPushDeviceState, subscribeThisBrowser } from '../utils/push-device.ts';

const pushDeviceKey = [...queryRoots.notifications, 'push-device'] as const;

/**
 * Where push notifications stand on this browser: the browser's answer, and for a subscription it holds, the
 * server's. One made in another session takes no pushes for this member, and is ended: that is off.
 */
async function readPushDevice(): Promise<PushDeviceState> {
  const state = await readPushDeviceState();
  if (state !== 'on') return state;
  return (await keepOnlyThisSessionsSubscription()) ? 'on' : 'off';
}

/** Not retried: a failed check says so at once, with Try again. */
export const usePushDeviceState = () => useQuery({ queryKey: pushDeviceKey, queryFn: readPushDevice, retry: false });

/**
 * Turns pushes on for this browser: a subscription for the server's key, which the server keeps for the member.
 * When the server refuses it, the browser drops it too, so the page never says "on" while nothing would come.
 */
async function turnOnPush(permission: Promise<NotificationPermission>) {
  const { publicKey } = await api<PushKey>('/notifications/push/key');
  const subscription = await subscribeThisBrowser(permission, publicKey);
  try {
    return await api<MessageResponse>('/notifications/push/subscription', {
      method: 'PUT',
      body: subscription.toJSON(),
    });
  } catch (error) {
    await subscription.unsubscribe();
    throw error;
  }
}

/** Turns pushes off for this browser: the server forgets its subscription, then the browser ends it. */
async function turnOffPush() {
  const subscription = await subscriptionOfThisBrowser();
  if (!subscription) return;
  await api<MessageResponse>('/notifications/push/subscription', {
    method: 'DELETE',
    body: { endpoint: subscription.endpoint },
  });
  await subscription.unsubscribe();
}

/** Turning pushes on or off; either way the state is read again from the browser after. */
export function usePushDeviceSwitch() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: pushDeviceKey });
  return {
    turnOn: useMutation({ mutationFn: turnOnPush, onSettled }),
    turnOff: useMutation({ mutationFn: turnOffPush, onSettled }),
  };
}
