import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { NOTIFICATION_KINDS, NotificationMessages } from '../../../src/domain/notification-preferences';
import { envelopeResponses, ok } from '../../http/envelope';
import { ApiFailure } from '../../http/envelope';
import { notificationPreferences, saveNotificationPreferences, unsubscribe, unsubscribePath } from '../../services/notifications.service';
import { requireUser } from '../../types';
import type { RecordsDeps } from './records-deps';
import { okWithMessage } from '../../../src/domain/api/records.schemas';

const tags = ['notifications'];
const Choice = Type.Object({ kind: Type.String(), byEmail: Type.Boolean(), bySms: Type.Boolean() });
const PreferencesSchema = Type.Object({ reminderMinutes: Type.Integer(), items: Type.Array(Choice) });
const SaveBody = Type.Object(
  {
    ReminderMinutes: Type.Integer(),
    Items: Type.Array(Type.Object({ Kind: Type.String({ maxLength: 40 }), ByEmail: Type.Boolean(), BySms: Type.Boolean() }, { additionalProperties: false }), {
      maxItems: NOTIFICATION_KINDS.length,
    }),
  },
  { additionalProperties: false },
);

const page = (text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Notification preferences</title></head><body><main><h1>Notification preferences</h1><p>${text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`)}</p></main></body></html>`;

/** Notification preferences (issue 17, beyond the spec), and the unsubscribe link of every notification e-mail. */
const notificationsRoutes: FastifyPluginAsyncTypebox<{ deps: RecordsDeps; appSecret: string }> = async (app, { deps, appSecret }) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/Notifications/Preferences',
    schema: { tags, response: envelopeResponses(PreferencesSchema) },
    handler: async (request) => ok(await notificationPreferences(deps.db, requireUser(request).userId)),
  });
  app.post('/api/Notifications/SavePreferences', { schema: { tags, body: SaveBody, response: envelopeResponses(PreferencesSchema) } }, async (request) => {
    const body = request.body;
    const saved = await saveNotificationPreferences(deps, requireUser(request).userId, {
      reminderMinutes: body.ReminderMinutes,
      items: body.Items.map((item) => ({ kind: item.Kind, byEmail: item.ByEmail, bySms: item.BySms })),
    });
    return okWithMessage(saved, NotificationMessages.saved);
  });
  // Opened from an e-mail: no session, no signature; the signed token is the authority. A browser
  // (Accept: text/html) gets a page either way; any other client the envelope, failures included.
  app.get(
    unsubscribePath,
    {
      config: { auth: 'public', signed: false },
      schema: {
        tags,
        description: 'Turns one kind of notification e-mail off (token from the mail).',
        querystring: Type.Object({ token: Type.String({ maxLength: 200 }) }),
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
