import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { contractRowApplies } from '../../../src/domain/sign-contract';
import { envelopeResponses, ok } from '../../http/envelope';
import { loadLastFlowerAmount, loadTutorAllScore } from '../../services/tutor-scores.service';
import { requireUser } from '../../types';
import { EyeProtectionMode, EyeProtectionQuery, LastFlowerAmountSchema, TutorAllScoreSchema } from './shell.schemas';
import { contractAuditStatus } from '../../services/tutor-status';

/** The person panel: scores, flowers, Soft Mode and the contract check (shell.md §2, §4). */
const personPanelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/tutordata/TutorAllScore',
    { schema: { tags: ['shell'], response: envelopeResponses(TutorAllScoreSchema) } },
    async (request) => ok(await loadTutorAllScore(app.db, app.clock, requireUser(request).userId)),
  );

  app.post(
    '/api/teachInfo/LastFlowerAmount',
    {
      schema: {
        tags: ['shell'],
        description: 'The flowers the tutor received last month.',
        response: envelopeResponses(LastFlowerAmountSchema),
      },
    },
    async (request) => ok(await loadLastFlowerAmount(app.db, app.clock, requireUser(request).userId)),
  );

  app.get(
    '/api/Account/TuEyeProtectionMode',
    {
      schema: {
        tags: ['shell'],
        description: 'Soft Mode: 0 normal theme, 1 dark theme.',
        response: envelopeResponses(EyeProtectionMode),
      },
    },
    async (request) => {
      const row = await app.db
        .selectFrom('tutor_profiles')
        .select('eye_protection_mode')
        .where('user_id', '=', requireUser(request).userId)
        .executeTakeFirst();
      return ok(row?.eye_protection_mode === 1 ? (1 as const) : (0 as const));
    },
  );

  app.post(
    '/api/Account/SelectEyeProtectionMode',
    {
      schema: {
        tags: ['shell'],
        description: 'Saves Soft Mode for the tutor and answers the saved value.',
        querystring: EyeProtectionQuery,
        response: envelopeResponses(EyeProtectionMode),
      },
    },
    async (request) => {
      const mode = request.query.type;
      await app.db
        .updateTable('tutor_profiles')
        .set({ eye_protection_mode: mode })
        .where('user_id', '=', requireUser(request).userId)
        .execute();
      return ok(mode);
    },
  );

  app.post(
    '/api/TutorComm/ShowContract',
    {
      schema: {
        tags: ['shell'],
        description: 'True when the Sign Contract row applies: the contract is not signed or its audit failed.',
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => {
      return ok(contractRowApplies(await contractAuditStatus(app.db, requireUser(request).userId)));
    },
  );
};

export default personPanelRoutes;
