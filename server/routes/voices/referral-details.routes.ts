import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import {
  referralBonuses,
  referralLevelRecord,
  referralSummary,
  referralTeam,
  referralTutorInfo,
  referralsV1,
  trackLogV1,
} from '../../services/referral-details.service';
import { requireUser } from '../../types';
import {
  ApplyIdQuery,
  LevelRecordsSchema,
  PagedApplyBody,
  ReferralBonusPageSchema,
  ReferralPeriodQuery,
  ReferralSummarySchema,
  ReferralTeamPageSchema,
  ReferralTutorInfoSchema,
  ReferralVersionSchema,
  ReferralsV1Schema,
  TrackLogsV1Schema,
} from '../../../src/domain/api/referrals.schemas';

const tags = ['referrals'];
/** The referral pages' reads (growth-account.md §7 Referrals/*, teachInfo TeachReferrals and TrackLog). Another tutor's application is missing (5). */
const referralDetailsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/Referrals/ReferralVerson',
    {
      schema: {
        tags,
        description: 'Which calls the referral pages use: 2 the Referrals/* V2 calls, 1 TeachReferrals and TrackLog (REFERRAL_PAGE_VERSION).',
        response: envelopeResponses(ReferralVersionSchema),
      },
    },
    async () => ok({ Version: app.config.referrals.pageVersion }),
  );

  app.post(
    '/api/Referrals/ReferralInfo',
    {
      schema: {
        tags,
        description:
          "The tutor's referrals in a period [beginDate, endDate): referred, accounts opened, first classes, growth earned; and the lottery draws left.",
        querystring: ReferralPeriodQuery,
        response: envelopeResponses(ReferralSummarySchema),
      },
    },
    async (request) => ok(await referralSummary(app, requireUser(request).userId, request.query.beginDate, request.query.endDate)),
  );

  app.post(
    '/api/Referrals/ReferralTutorInfo',
    {
      schema: {
        tags,
        description: "One of the tutor's applications and the tutor account it opened.",
        querystring: ApplyIdQuery,
        response: envelopeResponses(ReferralTutorInfoSchema),
      },
    },
    async (request) => ok(await referralTutorInfo(app, requireUser(request).userId, request.query.applyId)),
  );

  app.post(
    '/api/Referrals/ReferralTutorLevelRecord',
    {
      schema: {
        tags,
        description: 'The growth levels the referred tutor reached, oldest first (empty before their account opens).',
        querystring: ApplyIdQuery,
        response: envelopeResponses(LevelRecordsSchema),
      },
    },
    async (request) => ok(await referralLevelRecord(app, requireUser(request).userId, request.query.applyId)),
  );

  app.post(
    '/api/Referrals/ReferralBoundsList',
    {
      schema: {
        tags,
        description: 'The bonuses the application earned the tutor (ledger entries), newest first, paged.',
        body: PagedApplyBody,
        response: envelopeResponses(ReferralBonusPageSchema),
      },
    },
    async (request) => ok(await referralBonuses(app, requireUser(request).userId, request.body.applyId, request.body.PageIndex, request.body.PageSize)),
  );

  app.post(
    '/api/Referrals/ReferralTeam',
    {
      schema: {
        tags,
        description: 'The applications the referred tutor referred in turn, newest first, paged.',
        body: PagedApplyBody,
        response: envelopeResponses(ReferralTeamPageSchema),
      },
    },
    async (request) => ok(await referralTeam(app, requireUser(request).userId, request.body.applyId, request.body.PageIndex, request.body.PageSize)),
  );

  app.post(
    '/api/teachInfo/TeachReferrals',
    {
      schema: {
        tags,
        description: "The first version's list: the tutor's applications, newest first (at most 200).",
        response: envelopeResponses(ReferralsV1Schema),
      },
    },
    async (request) => ok(await referralsV1(app, requireUser(request).userId)),
  );

  app.post(
    '/api/teachInfo/TrackLog',
    {
      schema: {
        tags,
        description: "The first version's track of one of the tutor's applications, oldest first.",
        body: ApplyIdQuery,
        response: envelopeResponses(TrackLogsV1Schema),
      },
    },
    async (request) => ok(await trackLogV1(app, requireUser(request).userId, request.body.applyId)),
  );
};

export default referralDetailsRoutes;
