import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { lastMonthFlowers } from '../../services/flowers.service';
import { loadTutorAllScore } from '../../services/tutor-scores.service';
import { eyeProtectionMode, saveEyeProtectionMode, showContract } from '../../services/tutor-preferences.service';
import { requireUser } from '../../types';
import { EyeProtectionMode, EyeProtectionQuery, LastFlowerAmountSchema, TutorAllScoreSchema } from '../../../src/domain/api/shell.schemas';

/** The person panel: scores, flowers, Soft Mode and the contract check (shell.md §2, §4). */
const personPanelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/tutordata/TutorAllScore', { schema: { tags: ['shell'], response: envelopeResponses(TutorAllScoreSchema) } }, async (request) =>
    ok(await loadTutorAllScore(app, requireUser(request).userId)),
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
    async (request) => ok(await lastMonthFlowers(app, requireUser(request).userId)),
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
    async (request) => ok(await eyeProtectionMode(app.db, requireUser(request).userId)),
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
    async (request) => ok(await saveEyeProtectionMode(app.db, requireUser(request).userId, request.query.type)),
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
    async (request) => ok(await showContract(app.db, requireUser(request).userId)),
  );
};

export default personPanelRoutes;
