import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { StaffContentMessages } from '../../src/domain/staff-content';
import { envelopeResponses, ok } from '../http/envelope';
import { requireUser } from '../types';
import { contentPage, removeContent, saveContent } from './staff-content.service';
import { ContentListItemSchema, ContentPageSchema, ContentQuery, DeleteContentBody, SaveContentBody } from '../../src/domain/api/staff-content.schemas';

const tags = ['staff'];
const staff = { auth: 'staff' as const };

/** Staff publish what tutors read (issue 21, Content): bulletins, banners, layout notices. Staff only; every change audited. */
const staffContentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { db: app.db, clock: app.clock, providerTimeZone: app.config.shell.providerTimeZone };

  app.get(
    '/api/Staff/Content',
    {
      config: staff,
      schema: {
        tags,
        description: 'One kind of content, running or not, paged: bulletins newest first, banners in board order, notices by first day.',
        querystring: ContentQuery,
        response: envelopeResponses(ContentPageSchema),
      },
    },
    async (request) => ok(await contentPage(deps, request.query.kind, request.query.pageIndex, request.query.pageSize)),
  );

  app.post(
    '/api/Staff/SaveContent',
    {
      config: staff,
      schema: {
        tags,
        description: 'Creates an item (no Id) or changes one, within its validity window; audited with before and after.',
        body: SaveContentBody,
        response: envelopeResponses(ContentListItemSchema),
      },
    },
    async (request) => {
      const { item, created } = await saveContent(deps, requireUser(request).userId, request.body);
      return ok(item, created ? StaffContentMessages.created : StaffContentMessages.updated);
    },
  );

  app.post(
    '/api/Staff/DeleteContent',
    {
      config: staff,
      schema: { tags, description: 'Deletes an item; the audit keeps what it was.', body: DeleteContentBody, response: envelopeResponses(Type.Boolean()) },
    },
    async (request) => {
      await removeContent(deps, requireUser(request).userId, request.body.Kind, request.body.Id);
      return ok(true, StaffContentMessages.deleted);
    },
  );
};

export default staffContentRoutes;
