import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { REFERRAL_PAGE_SIZE, ReferralMessages } from '../../../src/domain/referrals';
import { envelopeResponses, ok } from '../../http/envelope';
import { advanceApplication, applicationTrack, applyTutor, referralLink, referrals } from '../../services/referrals.service';
import { requireUser } from '../../types';

const tags = ['referrals'];
const text = Type.Optional(Type.String({ maxLength: 200 }));
const TrackSchema = Type.Array(Type.Object({ Step: Type.String(), At: Type.String() }));

/** Referrals (growth-account.md §3, §7): the link, TutorApply, the referred applications and their track; staff record the steps. */
const referralsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/TutorComm/GetReferralLink',
    { schema: { tags, description: "The tutor's application link.", response: envelopeResponses(Type.Object({ ReferralUrl: Type.String() })) } },
    async (request) => ok(referralLink(app.config.publicOrigin || `${request.protocol}://${request.host}`, requireUser(request).userId)),
  );

  app.post(
    '/api/teachInfo/TutorApply',
    {
      schema: {
        tags,
        description: 'Refers an applicant: FirstName, LastName, Email, SkyID, MobileNumber, Country, TutorSource 12. An e-mail is referred once.',
        body: Type.Object({
          FirstName: text,
          LastName: text,
          Email: text,
          SkyID: text,
          MobileNumber: text,
          Country: text,
          TutorSource: Type.Optional(Type.Integer()),
        }),
        response: envelopeResponses(Type.Object({ ApplyId: Type.Integer() })),
      },
    },
    async (request) => {
      const b = request.body;
      const id = await applyTutor(app, requireUser(request).userId, {
        FirstName: b.FirstName ?? '',
        LastName: b.LastName ?? '',
        Email: b.Email ?? '',
        SkyID: b.SkyID ?? '',
        MobileNumber: b.MobileNumber ?? '',
        Country: b.Country ?? '',
        TutorSource: b.TutorSource ?? 0,
      });
      return ok({ ApplyId: id }, ReferralMessages.added);
    },
  );

  app.post(
    '/api/Referrals/TeachReferralsV2',
    {
      schema: {
        tags,
        description: "The tutor's referred applications, newest first, with their latest step.",
        body: Type.Object({
          pageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
          pageSize: Type.Integer({ minimum: 1, maximum: 100, default: REFERRAL_PAGE_SIZE }),
        }),
        response: envelopeResponses(
          Type.Object({
            Total: Type.Integer(),
            Items: Type.Array(
              Type.Object({
                ApplyId: Type.Integer(),
                Name: Type.String(),
                Email: Type.String(),
                Country: Type.String(),
                Step: Type.String(),
                AppliedAt: Type.String(),
              }),
            ),
          }),
        ),
      },
    },
    async (request) => ok(await referrals(app, requireUser(request).userId, request.body.pageIndex, request.body.pageSize)),
  );

  app.post(
    '/api/Referrals/TrackLogV2',
    {
      schema: {
        tags,
        description: "One of the tutor's applications' track, oldest first.",
        querystring: Type.Object({ applyId: Type.Integer({ minimum: 1 }) }),
        response: envelopeResponses(TrackSchema),
      },
    },
    async (request) => ok(await applicationTrack(app, requireUser(request).userId, request.query.applyId)),
  );

  app.post(
    '/api/Staff/AdvanceApplication',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['staff'],
        description:
          "Records an applicant's next step (Account opened, optionally with the AccountId it opened, then First class); the referrer's growth entry (+1, +20) is posted with it; audited.",
        body: Type.Object({
          ApplyId: Type.Integer({ minimum: 1 }),
          Step: Type.String({ maxLength: 40 }),
          AccountId: Type.Optional(Type.Integer({ minimum: 1 })),
        }),
        response: envelopeResponses(TrackSchema),
      },
    },
    async (request) => ok(await advanceApplication(app, requireUser(request).userId, request.body.ApplyId, request.body.Step, request.body.AccountId)),
  );
};

export default referralsRoutes;
