import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { loadMenu } from '../../services/menu.service';
import { saveSidebarMenuMini, showFeedbackDot } from '../../services/tutor-preferences.service';
import { requireUser } from '../../types';
import { MenuItemSchema, SidebarMiniQuery } from '../../../src/domain/api/shell.schemas';

/** The sidebar: its menu, its mini mode and the feedback dot (shell.md §2). */
const sidebarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/System/GetMenuList',
    {
      schema: {
        tags: ['shell'],
        description: 'Every menu entry for the signed-in tutor, in order. The sidebar lists the type 0 items that are shown.',
        response: envelopeResponses(Type.Array(MenuItemSchema)),
      },
    },
    async (request) => ok(await loadMenu(app.db, app.config, requireUser(request).userId)),
  );

  app.post(
    '/api/Account/SetSidebarMenuMini',
    {
      schema: {
        tags: ['shell'],
        description: "Remembers whether the tutor's sidebar is in mini mode (sidebarMenuMini of the user state).",
        querystring: SidebarMiniQuery,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => ok(await saveSidebarMenuMini(app.db, requireUser(request).userId, request.query.mini)),
  );

  app.post(
    '/api/FeedBack/IsShowFeeBackMsg',
    {
      schema: {
        tags: ['shell'],
        description: 'True when the tutor has a feedback message not read yet (the dot on Feedback).',
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => ok(await showFeedbackDot(app.db, requireUser(request).userId)),
  );
};

export default sidebarRoutes;
