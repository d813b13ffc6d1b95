import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NotificationMessages } from '../../../src/domain/notification-preferences';
import { envelopeResponses, ok } from '../../http/envelope';
import { ApiFailure } from '../../http/envelope';
import { notificationPreferences, saveNotificationPreferences, unsubscribe, unsubscribePath } from '../../services/notifications.service';
import { requireUser } from '../../types';
import type { RecordsDeps } from './records-deps';
import { NotificationPreferencesSchema, SavePreferencesBody, UnsubscribeQuery, okWithMessage } from '../../../src/domain/api/records.schemas';

const tags = ['notifications'];
const page = (text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Notification preferences</title></head><body><main><h1>Notification preferences</h1><p>${text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`)}</p></main></body></html>`;

/** Notification preferences (issue 17, beyond the spec), and the unsubscribe link of every notification e-mail. */
const notificationsRoutes: FastifyPluginAsyncTypebox<{ deps: RecordsDeps; appSecret: string }> = async (app, { deps, appSecret }) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/Notifications/Preferences',
    schema: { tags, response: envelopeResponses(NotificationPreferencesSchema) },
    handler: async (request) => ok(await notificationPreferences(deps.db, requireUser(request).userId)),
  });
  app.post(
    '/api/Notifications/SavePreferences',
    { schema: { tags, body: SavePreferencesBody, response: envelopeResponses(NotificationPreferencesSchema) } },
    async (request) => {
      const body = request.body;
      const saved = await saveNotificationPreferences(deps, requireUser(request).userId, {
        reminderMinutes: body.ReminderMinutes,
        items: body.Items.map((item) => ({ kind: item.Kind, byEmail: item.ByEmail, bySms: item.BySms })),
      });
      return okWithMessage(saved, NotificationMessages.saved);
    },
  );
  // Opened from an e-mail: no session, no signature; the signed token is the authority. A browser
  // (Accept: text/html) gets a page either way; any other client the envelope, failures included.
  app.get(
    unsubscribePath,
    {
      config: { auth: 'public', signed: false },
      schema: {
        tags,
        description: 'Turns one kind of notification e-mail off (token from the mail).',
        querystring: UnsubscribeQuery,
      },
    },
    async (request, reply) => {
      const wantsPage = (request.headers.accept ?? '').includes('text/html');
      try {
        const message = await unsubscribe(deps, request.query.token, appSecret);
        return wantsPage ? reply.type('text/html; charset=utf-8').send(page(message)) : okWithMessage(null, message);
      } catch (error) {
        if (!(error instanceof ApiFailure) || !wantsPage) throw error;
        return reply.code(400).type('text/html; charset=utf-8').send(page(NotificationMessages.unsubscribeInvalid));
      }
    },
  );
};

export default notificationsRoutes;
