import {
  MessageResponse,
  NotificationIdParams,
  NotificationList,
  NotificationSettings,
  PageQuery,
  PushEndpointBody,
  PushKey,
  PushSubscriptionBody,
  PushSubscriptionState,
  UnreadNotifications,
  Unsubscribed,
  UnsubscribeQuery,
  UpdateNotificationSettingsBody,
} from '@skillsync/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { routeOptions } from '../../lib/route-options.ts';
import { getNotificationSettings, unsubscribe, updateNotificationSettings } from './notification-mail.service.ts';
import {
  getUnreadNotifications,
  listNotifications,
  readAllNotifications,
  readNotification,
} from './notifications.service.ts';
import { getPushKey, getPushSubscriptionState, subscribeToPush, unsubscribeFromPush } from './push.service.ts';

/**
 * The member's notifications: the list, the bell's figure, marking them read, settings, this browser's pushes and
 * unsubscribing.
 */
export async function notificationsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { open, member } = routeOptions('notifications');

  app.get('/', member({ querystring: PageQuery, response: { 200: NotificationList } }), (request) =>
    listNotifications(ctx, request, request.query),
  );
  app.get('/unread', member({ response: { 200: UnreadNotifications } }), (request) =>
    getUnreadNotifications(ctx, request),
  );
  app.post('/read', member({ response: { 200: UnreadNotifications } }), (request) =>
    readAllNotifications(ctx, request),
  );
  app.post('/:id/read', member({ params: NotificationIdParams, response: { 200: UnreadNotifications } }), (request) =>
    readNotification(ctx, request, request.params.id),
  );
  app.get('/settings', member({ response: { 200: NotificationSettings } }), (request) =>
    getNotificationSettings(ctx, request),
  );
  app.put(
    '/settings',
    member({ body: UpdateNotificationSettingsBody, response: { 200: NotificationSettings } }),
    (request) => updateNotificationSettings(ctx, request, request.body),
  );
  app.get('/push/key', member({ response: { 200: PushKey } }), () => getPushKey(ctx));
  app.put('/push/subscription', member({ body: PushSubscriptionBody, response: { 200: MessageResponse } }), (request) =>
    subscribeToPush(ctx, request, request.body),
  );
  // The endpoint travels in the body, never in an address (which access logs keep): it is how to reach the browser.
  app.post(
    '/push/subscription/state',
    member({ body: PushEndpointBody, response: { 200: PushSubscriptionState } }),
    (request) => getPushSubscriptionState(ctx, request, request.body),
  );
  app.delete('/push/subscription', member({ body: PushEndpointBody, response: { 200: MessageResponse } }), (request) =>
    unsubscribeFromPush(ctx, request, request.body),
  );
  // RFC 8058: a mail program POSTs here (List-Unsubscribe-Post) with the form body `List-Unsubscribe=One-Click`;
  // the token in the address says everything, so the body is read as nothing. A person's click arrives as a GET and
  // is sent to the page that asks them to confirm, so a link scanner fetching it changes nothing.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, undefined),
  );
  app.post('/unsubscribe', open({ querystring: UnsubscribeQuery, response: { 200: Unsubscribed } }), (request) =>
    unsubscribe(ctx, request.query.token),
  );
  app.get('/unsubscribe', open({ querystring: UnsubscribeQuery }), (request, reply) =>
    reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token)}`, 303),
  );
}
