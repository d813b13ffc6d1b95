import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { dialogList, skypeId, updateSkypeId } from '../../services/widgets.service';
import { requireUser } from '../../types';
import { DialogListItemSchema, SkypeIdBody, SkypeIdSchema } from '../../../src/domain/api/widgets.schemas';

const tags = ['widgets'];

/** The dialog list and the Skype dialog's call (growth-account.md §4, §5, §8): the signed-in tutor's own only. */
const skypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/Teacher/ShowDialogList',
    {
      schema: {
        tags,
        description: 'The prompts the layout opens for the tutor until answered; Type 1 asks for the Skype ID.',
        response: envelopeResponses(Type.Array(DialogListItemSchema)),
      },
    },
    async (request) => ok(await dialogList(app.db, requireUser(request).userId)),
  );
  app.get(
    '/api/Teacher/GetSkypeId',
    { schema: { tags, description: "The tutor's Skype ID ('' when none was given).", response: envelopeResponses(SkypeIdSchema) } },
    async (request) => ok(await skypeId(app.db, requireUser(request).userId)),
  );
  app.post(
    '/api/Teacher/UpdateSkypeId',
    {
      schema: {
        tags,
        description: 'Saves the Skype ID (required, trimmed) and answers the Skype prompts.',
        body: SkypeIdBody,
        response: envelopeResponses(SkypeIdSchema),
      },
    },
    async (request) =>
      ok(await updateSkypeId({ db: app.db, clock: app.clock }, requireUser(request).userId, request.body.Sky), 'Your Skype ID has been saved.'),
  );
};

export default skypeRoutes;
