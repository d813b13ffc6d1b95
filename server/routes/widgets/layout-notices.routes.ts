import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { LayoutNoticeKind } from '../../../src/domain/layout-notices';
import { envelopeResponses, ok } from '../../http/envelope';
import { closeNotice, unseenNotice, type LayoutNoticeDeps } from '../../services/layout-notices.service';
import { requireUser } from '../../types';
import { CloseLayoutNoticeBody, UnseenLayoutNotice } from '../../../src/domain/api/widgets.schemas';

const tags = ['widgets'];

/**
 * The provider's layout notices (growth-account.md §4): the app poster (IsFirstShowPoster), the
 * system-transfer notice (IsShowTutorSystemTransferNotice) and the holiday greeting, each answering
 * the notice the signed-in tutor has not closed yet today (or null), and the call that closes one.
 */
const layoutNoticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = (): LayoutNoticeDeps => ({ db: app.db, clock: app.clock, providerTimeZone: app.config.shell.providerTimeZone });
  const check = (url: string, kind: LayoutNoticeKind, description: string) =>
    app.post(url, { schema: { tags, description, response: envelopeResponses(UnseenLayoutNotice) } }, async (request) =>
      ok(await unseenNotice(deps(), requireUser(request).userId, kind)),
    );
  check('/api/Account/IsFirstShowPoster', LayoutNoticeKind.poster, 'The app download poster the tutor has not closed yet, or null.');
  check('/api/TutorComm/IsShowTutorSystemTransferNotice', LayoutNoticeKind.transfer, "The system-transfer notice for the tutor's group not read yet, or null.");
  check('/api/Teacher/GetHolidayGreeting', LayoutNoticeKind.holiday, 'The holiday greeting of the provider day, if the tutor has not closed it, or null.');
  app.post(
    '/api/Teacher/CloseLayoutNotice',
    {
      schema: {
        tags,
        description: 'The tutor closed a notice: it does not show to them again.',
        body: CloseLayoutNoticeBody,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => ok(await closeNotice(deps(), requireUser(request).userId, request.body.Id)),
  );
};

export default layoutNoticeRoutes;
