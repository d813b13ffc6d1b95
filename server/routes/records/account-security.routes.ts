import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { VerificationMessages } from '../../../src/domain/verification';
import { envelopeResponses, ok } from '../../http/envelope';
import {
  bindPhone,
  changeEmail,
  phoneBindingState,
  remindPhoneLater,
  resetPassword,
  retrieveEmail,
  sendChangeEmailCode,
  sendPasswordResetCode,
  sendPhoneCode,
  verifyPasswordResetCode,
} from '../../services/account-security.service';
import { requireUser } from '../../types';
import { codeCall, type RecordsDeps } from './records-deps';
import {
  BindPhoneBody,
  ChangeEmailBody,
  ChangedEmailSchema,
  Done,
  EmailBody,
  EmailCodeBody,
  PhoneBindingStateSchema,
  PhoneCodeBody,
  ResetPasswordBody,
  TutorInfoBody,
  okWithMessage,
} from '../../../src/domain/api/records.schemas';

const tags = ['account security'];

/** Account security (growth-account.md §7 Account, Teach info): forgotten password, e-mail, phone. */
const accountSecurityRoutes: FastifyPluginAsyncTypebox<{ deps: RecordsDeps }> = async (app, { deps }) => {
  const publicCall = { auth: 'public' as const };

  app.post(
    '/api/Account/SendVerificationCode',
    {
      config: publicCall,
      schema: {
        tags,
        description: 'Forgotten password: e-mails a reset code if an account uses Email (same answer either way).',
        body: EmailBody,
        response: envelopeResponses(Done),
      },
    },
    async (request, reply) => codeCall(reply, async () => okWithMessage(true, await sendPasswordResetCode(deps, request.body.Email, request.ip))),
  );
  app.post(
    '/api/Account/VerifyEmailCode',
    { config: publicCall, schema: { tags, body: EmailCodeBody, response: envelopeResponses(Done) } },
    async (request) => {
      await verifyPasswordResetCode(deps, request.body.Email, request.body.Code);
      return okWithMessage(true, VerificationMessages.codeVerified);
    },
  );
  app.post(
    '/api/Account/VerifyTutorInfo',
    {
      config: publicCall,
      schema: {
        tags,
        description: 'Retrieve e-mail: SMSes the sign-in e-mail to the bound phone when Tuid and Phone match.',
        body: TutorInfoBody,
        response: envelopeResponses(Done),
      },
    },
    async (request, reply) => codeCall(reply, async () => okWithMessage(true, await retrieveEmail(deps, request.body.Tuid, request.body.Phone, request.ip))),
  );
  app.post(
    '/api/Account/ResetPassword',
    {
      config: publicCall,
      schema: {
        tags,
        description: 'Spends the code, sets the password and revokes every session of the account.',
        body: ResetPasswordBody,
        response: envelopeResponses(Done),
      },
    },
    async (request) => {
      await resetPassword(deps, request.body.Email, request.body.Password, request.body.Code);
      return okWithMessage(true, VerificationMessages.passwordReset);
    },
  );

  app.post(
    '/api/Account/SendChangeEmailVerificationEmail',
    { schema: { tags, description: 'E-mails a code to the new address (Email).', body: EmailBody, response: envelopeResponses(Done) } },
    async (request, reply) =>
      codeCall(reply, async () => okWithMessage(true, await sendChangeEmailCode(deps, requireUser(request).userId, request.body.Email, request.ip))),
  );
  app.post(
    '/api/Account/ChangeTutorPrivateEmail',
    { schema: { tags, body: ChangeEmailBody, response: envelopeResponses(ChangedEmailSchema) } },
    async (request) => {
      const { Email, Code, NewPrivateEmail } = request.body;
      const message = await changeEmail(deps, requireUser(request).userId, { currentEmail: Email, code: Code, newEmail: NewPrivateEmail });
      return okWithMessage({ email: NewPrivateEmail.trim() }, message);
    },
  );

  app.post(
    '/api/teachInfo/SendVerificationCode',
    { schema: { tags, description: 'SMSes a code to a phone (binding, or signing the contract).', body: PhoneCodeBody, response: envelopeResponses(Done) } },
    async (request, reply) =>
      codeCall(reply, async () =>
        okWithMessage(true, await sendPhoneCode(deps, requireUser(request).userId, request.body.countryCode, request.body.phone, request.ip)),
      ),
  );
  app.post(
    '/api/teachInfo/BindTutorPhone',
    { schema: { tags, description: 'ErrorCode 2 when the code is wrong.', body: BindPhoneBody, response: envelopeResponses(Done) } },
    async (request) => {
      const { countryCode, phone, verificationCode } = request.body;
      return okWithMessage(true, await bindPhone(deps, requireUser(request).userId, countryCode, phone, verificationCode));
    },
  );
  app.post('/api/teachInfo/RemindMeLater', { schema: { tags, response: envelopeResponses(Done) } }, async (request) =>
    okWithMessage(true, await remindPhoneLater(deps, requireUser(request).userId)),
  );
  app.post(
    '/api/teachInfo/PhoneBindingState',
    {
      schema: {
        tags,
        description: 'Whether the phone binding dialog opens now (needed, not put off by Remind in 6 hours).',
        response: envelopeResponses(PhoneBindingStateSchema),
      },
    },
    async (request) => ok(await phoneBindingState(deps, requireUser(request).userId)),
  );
};

export default accountSecurityRoutes;
