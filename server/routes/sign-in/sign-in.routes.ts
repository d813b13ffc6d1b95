import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { SingleSignOnSetting } from '../../../src/domain/single-sign-on';
import { envelopeResponses, ok } from '../../http/envelope';
import { authorityUrl, usesOwnProvider } from '../../oidc/oidc-settings';
import {
  createHandOverCode,
  createLoginSign,
  createOwnAutoLoginCode,
  createTutorAutoLoginCode,
  isLoginSignUsable,
  redeemAutoLogin,
  redeemHandOverCode,
  redeemLoginSignForToken,
} from '../../services/sign-in-codes.service';
import { requireUser } from '../../types';
import {
  AutoLoginCodeSchema,
  AutoLoginQuery,
  HandOverCodeSchema,
  LoginSignQuery,
  RedeemHandOverCodeBody,
  SignInTokenSchema,
  SingleSignOnSettingSchema,
  StaffAutoLoginCodeBody,
} from '../../../src/domain/api/sign-in.schemas';

/**
 * Sign-in without a password at hand (shell.md §7): one-time AutoLogin codes for e-mail links and
 * for the desktop client opening the browser, login signs for the desktop client picking up a
 * browser sign-in, the hand-over code of the cross-host redirect, and the single sign-on setting
 * the client configures oidc-client-ts with. The rules live in the sign-in codes service.
 */
const signInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;

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
        response: envelopeResponses(SignInTokenSchema),
      },
    },
    async (request) => ok(await redeemAutoLogin(app, request.query.code)),
  );

  app.post(
    '/api/Account/CreateAutoLoginCode',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['sign-in'],
        description: 'A one-time code signing the caller in elsewhere: the desktop client opens {Url} in the browser.',
        response: envelopeResponses(AutoLoginCodeSchema),
      },
    },
    async (request) => ok(await createOwnAutoLoginCode(app, requireUser(request).userId)),
  );

  app.post(
    '/api/Staff/CreateAutoLoginCode',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['sign-in'],
        description: "A one-time code for an e-mail link signing a tutor in. Only tutors' accounts, never staff or admin ones.",
        body: StaffAutoLoginCodeBody,
        response: envelopeResponses(AutoLoginCodeSchema),
      },
    },
    async (request) => {
      const staff = requireUser(request);
      const answer = await createTutorAutoLoginCode(app, staff.userId, request.body.Tuid);
      request.log.info({ staff: staff.userId, tutor: request.body.Tuid }, 'auto-login code issued');
      return ok(answer);
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
    async (request) => ok(await createLoginSign(app, requireUser(request).userId)),
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
    async (request) => ok(await isLoginSignUsable(app, request.query.loginSign)),
  );

  app.get(
    '/api/Account/GetTokenByLoginSign',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['sign-in'],
        description: 'Redeems the login sign for a token, once.',
        querystring: LoginSignQuery,
        response: envelopeResponses(SignInTokenSchema),
      },
    },
    async (request) => ok(await redeemLoginSignForToken(app, request.query.loginSign)),
  );

  app.post(
    '/api/Account/CreateHandOverCode',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['sign-in'],
        description: "A one-time code, valid 60 s, that the cross-host redirect carries to another host's /redirect instead of the token (shell.md §4 step 5).",
        response: envelopeResponses(HandOverCodeSchema),
      },
    },
    async (request) => ok(await createHandOverCode(app, requireUser(request).userId)),
  );

  app.post(
    '/api/Account/RedeemHandOverCode',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['sign-in'],
        description: "Exchanges a hand-over code for the receiving host's own token, once, within 60 s of its issue.",
        body: RedeemHandOverCodeBody,
        response: envelopeResponses(SignInTokenSchema),
      },
    },
    async (request) => ok(await redeemHandOverCode(app, request.body.Code)),
  );
};

export default signInRoutes;
