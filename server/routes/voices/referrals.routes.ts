import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReferralMessages } from '../../../src/domain/referrals';
import { envelopeResponses, ok } from '../../http/envelope';
import { advanceApplication, applicationTrack, applyTutor, referralLink, referrals } from '../../services/referrals.service';
import { requireUser } from '../../types';
import {
  AdvanceApplicationBody,
  AppliedSchema,
  ApplyIdQuery,
  ReferralLinkSchema,
  ReferralPageSchema,
  ReferralsPageBody,
  TrackSchema,
  TutorApplyBody,
} from '../../../src/domain/api/referrals.schemas';

const tags = ['referrals'];

/** Referrals (growth-account.md §3, §7): the link, TutorApply, the referred applications and their track; staff record the steps. */
const referralsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/TutorComm/GetReferralLink',
    { schema: { tags, description: "The tutor's application link.", response: envelopeResponses(ReferralLinkSchema) } },
    async (request) => ok(referralLink(app.config.publicOrigin || `${request.protocol}://${request.host}`, requireUser(request).userId)),
  );

  app.post(
    '/api/teachInfo/TutorApply',
    {
      schema: {
        tags,
        description: 'Refers an applicant: FirstName, LastName, Email, SkyID, MobileNumber, Country, TutorSource 12. An e-mail is referred once.',
        body: TutorApplyBody,
        response: envelopeResponses(AppliedSchema),
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
        body: ReferralsPageBody,
        response: envelopeResponses(ReferralPageSchema),
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
        querystring: ApplyIdQuery,
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
        body: AdvanceApplicationBody,
        response: envelopeResponses(TrackSchema),
      },
    },
    async (request) => ok(await advanceApplication(app, requireUser(request).userId, request.body.ApplyId, request.body.Step, request.body.AccountId)),
  );
};

export default referralsRoutes;
