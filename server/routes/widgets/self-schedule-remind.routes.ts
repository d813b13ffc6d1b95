import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { selfScheduleRemind } from '../../services/layout-reminds.service';
import { requireUser } from '../../types';
import { MessageView } from '../../../src/domain/api/message.schemas';

/**
 * GetSelfScheduleRemind (growth-account.md §7 Account): the self-schedule reminder the layout shows
 * at start as a toast (src/domain/layout-reminds.ts) while the tutor has not read it; realtime's
 * GetTutorSelfScheduleRemind brings new ones while the page is open.
 */
const selfScheduleRemindRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/Account/GetSelfScheduleRemind',
    {
      schema: {
        tags: ['widgets'],
        description: "The tutor's newest unread self-schedule reminder not shown before, or null; answering it notes it shown (once per message).",
        response: envelopeResponses(Type.Union([MessageView, Type.Null()])),
      },
    },
    async (request) => ok(await selfScheduleRemind({ db: app.db, clock: app.clock }, requireUser(request).userId)),
  );
};

export default selfScheduleRemindRoutes;
