import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorCode } from '../../../src/domain/error-codes';
import { Messages } from '../../../src/domain/messages';
import { Role } from '../../../src/domain/routes';
import type { SingleSignOnSetting } from '../../../src/domain/single-sign-on';
import { ApiFailure, envelopeResponses, ok } from '../../http/envelope';
import { authorityUrl, portalOrigin, usesOwnProvider } from '../../oidc/oidc-settings';
import { issueAccessToken } from '../../services/access-tokens';
import { requireUser } from '../../types';
import { issueAutoLoginCode, issueLoginSign, isSecretUsable, redeemSecret, type IssuedSecret } from './one-time-secrets';
import {
  AutoLoginCode,
  AutoLoginQuery,
  LoginSignQuery,
  SignInToken,
  SingleSignOnSettingSchema,
  StaffAutoLoginCodeBody,
} from './sign-in.schemas';

/**
 * Sign-in without a password at hand (shell.md §7): one-time AutoLogin codes for e-mail links and
 * for the desktop client opening the browser, login signs for the desktop client picking up a
 * browser sign-in, and the single sign-on setting the client configures oidc-client-ts with.
 * Each redeemed secret yields a fresh portal token of its own kind, revocable by sign-out.
 */
const signInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock, config } = app;

  const tokenFor = async (userId: number, kind: string) => {
    const issued = await issueAccessToken(db, clock, userId, config.tokenTtlSeconds, kind);
    return { access_token: issued.token, token_type: 'Bearer' as const, expires_in: issued.expiresIn };
  };
  const codeAnswer = (issued: IssuedSecret) => ({
    Code: issued.secret,
    Url: `${portalOrigin(config)}/loginAuto?code=${encodeURIComponent(issued.secret)}`,
    ExpiresIn: issued.expiresIn,
  });

  app.get(
    '/api/Account/SingleSignOnSetting',
    {
      config: { auth: 'public', signed: false },
      schema: {
        tags: ['sign-in'],
        description: 'What oidc-client-ts needs: authority, client id and scopes. Public, like the system setting.',
        response: envelopeResponses(SingleSignOnSettingSchema),
      },
    },
    async () => {
      const setting: SingleSignOnSetting = {
        Authority: authorityUrl(config),
        ClientId: config.oidc.clientId,
        Scope: config.oidc.scopes,
        IsOwnProvider: usesOwnProvider(config),
      };
      return ok(setting);
    },
  );

  app.get(
    '/api/Account/AutoLogin',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['sign-in'],
        description: 'Exchanges a one-time AutoLogin code for a token, once.',
        querystring: AutoLoginQuery,
        response: envelopeResponses(SignInToken),
      },
    },
    async (request) => {
      const userId = await redeemSecret(db, clock, 'auto_login_codes', request.query.code);
      if (userId === null) throw new ApiFailure(ErrorCode.Failed, Messages.autoLoginCodeInvalid, 400);
      return ok(await tokenFor(userId, 'auto-login'));
    },
  );

  app.post(
    '/api/Account/CreateAutoLoginCode',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['sign-in'],
        description: 'A one-time code signing the caller in elsewhere: the desktop client opens {Url} in the browser.',
        response: envelopeResponses(AutoLoginCode),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const ttlSeconds = config.signIn.autoLoginCodeTtlSeconds;
      return ok(codeAnswer(await issueAutoLoginCode(db, clock, { userId, purpose: 'desktop', issuedBy: userId, ttlSeconds })));
    },
  );

  app.post(
    '/api/Staff/CreateAutoLoginCode',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['sign-in'],
        description: "A one-time code for an e-mail link signing a tutor in. Only tutors' accounts, never staff or admin ones.",
        body: StaffAutoLoginCodeBody,
        response: envelopeResponses(AutoLoginCode),
      },
    },
    async (request) => {
      const staff = requireUser(request);
      const target = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', request.body.Tuid)
        .where('disabled', '=', 0)
        .executeTakeFirst();
      if (!target) throw new ApiFailure(ErrorCode.NotFound, Messages.notFound, 404);
      const roles = new Set(
        (await db.selectFrom('user_roles').select('role').where('user_id', '=', target.id).execute()).map((r) => r.role.toLowerCase()),
      );
      // A link must not let staff become someone with more rights than a tutor.
      if (!roles.has(Role.teacher) || roles.has(Role.admin) || roles.has(Role.staff)) {
        throw new ApiFailure(ErrorCode.Failed, Messages.autoLoginOnlyForTutors, 400);
      }
      const ttlSeconds = config.signIn.autoLoginCodeTtlSeconds;
      request.log.info({ staff: staff.userId, tutor: target.id }, 'auto-login code issued');
      return ok(codeAnswer(await issueAutoLoginCode(db, clock, { userId: target.id, purpose: 'email', issuedBy: staff.userId, ttlSeconds })));
    },
  );

  app.post(
    '/api/Account/CreateLoginSign',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['sign-in'],
        description: 'A single-use, expiring login sign the desktop client redeems for its own token.',
        response: envelopeResponses(Type.String()),
      },
    },
    async (request) => {
      const issued = await issueLoginSign(db, clock, { userId: requireUser(request).userId, ttlSeconds: config.signIn.loginSignTtlSeconds });
      return ok(issued.secret);
    },
  );

  app.get(
    '/api/Account/CheckLoginSign',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['sign-in'],
        description: 'True while the login sign can still be redeemed; does not use it up.',
        querystring: LoginSignQuery,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => ok(await isSecretUsable(db, clock, 'login_signs', request.query.loginSign)),
  );

  app.get(
    '/api/Account/GetTokenByLoginSign',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['sign-in'],
        description: 'Redeems the login sign for a token, once.',
        querystring: LoginSignQuery,
        response: envelopeResponses(SignInToken),
      },
    },
    async (request) => {
      const userId = await redeemSecret(db, clock, 'login_signs', request.query.loginSign);
      if (userId === null) throw new ApiFailure(ErrorCode.Failed, Messages.loginSignInvalid, 400);
      return ok(await tokenFor(userId, 'login-sign'));
    },
  );
};

export default signInRoutes;
