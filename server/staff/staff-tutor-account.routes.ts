import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StaffAccountMessages } from '../../src/domain/staff-tutor-account';
import { envelopeResponses, ok } from '../http/envelope';
import { recordsDepsOf } from '../routes/records/records-deps';
import { requireUser } from '../types';
import { resetTutorPassword, setTutorDisabled, setTutorFlags, tutorAccount } from './staff-tutor-account.service';
import { TuidQuery } from '../../src/domain/api/staff-console.schemas';
import {
  DoneSchema,
  ResetTutorPasswordBody,
  SetTutorDisabledBody,
  SetTutorFlagsBody,
  TutorAccountSchema,
} from '../../src/domain/api/staff-tutor-account.schemas';

const tags = ['staff'];
const staff = { auth: 'staff' as const };

/** Staff on one tutor's account (issue 21): flags, password reset, disabling. Staff only; every change audited. */
const staffTutorAccountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The records area's transports: the reset e-mail goes through the same outbox and SMTP.
  const deps = recordsDepsOf(app);
  app.get(
    '/api/Staff/TutorAccount',
    {
      config: staff,
      schema: {
        tags,
        description: "A tutor's account: disabled or not (when, why) and every flag staff switch.",
        querystring: TuidQuery,
        response: envelopeResponses(TutorAccountSchema),
      },
    },
    async (request) => ok(await tutorAccount(deps, request.query.tuid)),
  );

  app.post(
    '/api/Staff/SetTutorFlags',
    {
      config: staff,
      schema: {
        tags,
        description: 'Sets the flags given; the changed ones are audited with their values before.',
        body: SetTutorFlagsBody,
        response: envelopeResponses(TutorAccountSchema),
      },
    },
    async (request) => ok(await setTutorFlags(deps, requireUser(request).userId, request.body.Tuid, request.body.Flags), StaffAccountMessages.flagsSaved),
  );

  app.post(
    '/api/Staff/ResetTutorPassword',
    {
      config: staff,
      schema: {
        tags,
        description: "Sets a tutor's password: every session of the tutor ends; the tutor is e-mailed that it changed.",
        body: ResetTutorPasswordBody,
        response: envelopeResponses(DoneSchema),
      },
    },
    async (request) => {
      await resetTutorPassword(deps, requireUser(request).userId, request.body.Tuid, request.body.Password);
      return ok(true, StaffAccountMessages.passwordReset);
    },
  );

  app.post(
    '/api/Staff/SetTutorDisabled',
    {
      config: staff,
      schema: {
        tags,
        description: 'Disables an account (with a reason: sessions end, sign-in is refused) or enables it again.',
        body: SetTutorDisabledBody,
        response: envelopeResponses(TutorAccountSchema),
      },
    },
    async (request) => {
      const { Tuid, Disabled, Reason } = request.body;
      return ok(
        await setTutorDisabled(deps, requireUser(request).userId, Tuid, Disabled, Reason ?? ''),
        Disabled ? StaffAccountMessages.disabled : StaffAccountMessages.enabled,
      );
    },
  );
};

export default staffTutorAccountRoutes;
