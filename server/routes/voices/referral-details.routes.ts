import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { REFERRAL_DETAIL_PAGE_SIZE } from '../../../src/domain/referrals';
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

const tags = ['referrals'];
const ApplyQuery = Type.Object({ applyId: Type.Integer({ minimum: 1 }) });
const PagedApply = Type.Object({
  applyId: Type.Integer({ minimum: 1 }),
  PageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  PageSize: Type.Integer({ minimum: 1, maximum: 100, default: REFERRAL_DETAIL_PAGE_SIZE }),
});
const paged = <T extends Parameters<typeof Type.Array>[0]>(item: T) => Type.Object({ Total: Type.Integer(), Items: Type.Array(item) });
const DateText = Type.String({ minLength: 10, maxLength: 40 });

/** The referral pages' reads (growth-account.md §7 Referrals/*, teachInfo TeachReferrals and TrackLog). Another tutor's application is missing (5). */
const referralDetailsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/Referrals/ReferralVerson',
    {
      schema: {
        tags,
        description: 'Which calls the referral pages use: 2 the Referrals/* V2 calls, 1 TeachReferrals and TrackLog (REFERRAL_PAGE_VERSION).',
        response: envelopeResponses(Type.Object({ Version: Type.Integer() })),
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
        querystring: Type.Object({ beginDate: DateText, endDate: DateText }),
        response: envelopeResponses(
          Type.Object({
            BeginDate: Type.String(),
            EndDate: Type.String(),
            Referred: Type.Integer(),
            AccountsOpened: Type.Integer(),
            FirstClasses: Type.Integer(),
            GrowthEarned: Type.Number(),
            DrawsLeft: Type.Integer(),
          }),
        ),
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
        querystring: ApplyQuery,
        response: envelopeResponses(
          Type.Object({
            ApplyId: Type.Integer(),
            Name: Type.String(),
            Email: Type.String(),
            Country: Type.String(),
            SkyID: Type.String(),
            MobileNumber: Type.String(),
            Step: Type.String(),
            AppliedAt: Type.String(),
            TutorId: Type.Union([Type.Integer(), Type.Null()]),
            FinishedClasses: Type.Integer(),
          }),
        ),
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
        querystring: ApplyQuery,
        response: envelopeResponses(Type.Array(Type.Object({ Level: Type.String(), Score: Type.Number(), At: Type.String() }))),
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
        body: PagedApply,
        response: envelopeResponses(
          paged(Type.Object({ Rule: Type.String(), Name: Type.String(), Amount: Type.Number(), At: Type.String(), Reversed: Type.Boolean() })),
        ),
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
        body: PagedApply,
        response: envelopeResponses(paged(Type.Object({ Name: Type.String(), Country: Type.String(), Step: Type.String(), AppliedAt: Type.String() }))),
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
        response: envelopeResponses(
          Type.Array(
            Type.Object({
              ApplyId: Type.Integer(),
              FirstName: Type.String(),
              LastName: Type.String(),
              Email: Type.String(),
              Country: Type.String(),
              Status: Type.String(),
              CreateTime: Type.String(),
            }),
          ),
        ),
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
        body: ApplyQuery,
        response: envelopeResponses(Type.Array(Type.Object({ Status: Type.String(), CreateTime: Type.String() }))),
      },
    },
    async (request) => ok(await trackLogV1(app, requireUser(request).userId, request.body.applyId)),
  );
};

export default referralDetailsRoutes;
