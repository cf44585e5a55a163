import type { PushSubscriptionState } from '@skillsync/shared';
import { api } from './api.ts';

/** Whether this browser can have push notifications at all. */
export const canPush = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The subscription this browser holds, if any. */
export async function subscriptionOfThisBrowser() {
  if (!canPush()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Whether this browser's subscription takes the signed-in member's pushes. One the server keeps for another session
 * (someone who closed the browser without signing out, whose session still lasts) is ended here, so this browser no
 * longer shows their news: its push service tells the server it is gone at the next push.
 */
export async function keepOnlyThisSessionsSubscription(): Promise<boolean> {
  const subscription = await subscriptionOfThisBrowser();
  if (!subscription) return false;
  const { isSubscribed } = await api<PushSubscriptionState>('/notifications/push/subscription/state', {
    method: 'POST',
    body: { endpoint: subscription.endpoint },
  });
  if (!isSubscribed) await subscription.unsubscribe();
  return isSubscribed;
}
