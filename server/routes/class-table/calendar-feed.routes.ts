import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { calendarFeedText, calendarFeedUrl, resetCalendarFeed } from '../../services/calendar-feed.service';
import { requireUser } from '../../types';
import { classTableDeps, originOf } from './class-table-deps';
import { CalendarFeedParams, FeedUrlSchema } from '../../../src/domain/api/class-table.schemas';

/** The tutor's secret calendar feed: its address, a reset, and the public .ics it serves. */
const calendarFeedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = classTableDeps(app);
  const tags = ['calendar feed'];

  app.post(
    '/api/ClassTable/GetCalendarFeedUrl',
    { schema: { tags, description: "The secret address of the tutor's iCalendar feed (made on first read).", response: envelopeResponses(FeedUrlSchema) } },
    async (request) => ok(await calendarFeedUrl(deps, requireUser(request).userId, originOf(app, request))),
  );

  app.post(
    '/api/ClassTable/ResetCalendarFeedUrl',
    { schema: { tags, description: 'A new secret address; the old one stops working at once.', response: envelopeResponses(FeedUrlSchema) } },
    async (request) => ok(await resetCalendarFeed(deps, requireUser(request).userId, originOf(app, request))),
  );

  // Calendar apps fetch this without signing in: the secret in the address is the credential.
  app.get(
    '/calendar/:secret',
    { config: { auth: 'public', signed: false }, schema: { tags, hide: true, params: CalendarFeedParams } },
    async (request, reply) => {
      const secret = request.params.secret.replace(/\.ics$/, '');
      const text = await calendarFeedText(deps, secret);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="classes.ics"')
        .send(text);
    },
  );
};

export default calendarFeedRoutes;
