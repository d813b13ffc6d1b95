import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorCode } from '../../../src/domain/error-codes';
import { Messages } from '../../../src/domain/messages';
import { ApiFailure, envelopeResponses, ok } from '../../http/envelope';
import { signInWithPassword, signOut, userMoreInfo } from '../../services/account.service';
import { loadUserState } from '../../services/user-state.service';
import { requireUser } from '../../types';
import { LoginBody, UserMoreInfoQuery, UserMoreInfoSchema, UserStateSchema } from '../../../src/domain/api/account.schemas';
import { SignInTokenSchema } from '../../../src/domain/api/sign-in.schemas';

/** Password sign-in, sign-out and the signed-in user's information (shell.md §7). */
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/account/login',
    {
      config: { auth: 'public' },
      schema: { tags: ['account'], body: LoginBody, response: envelopeResponses(SignInTokenSchema) },
    },
    async (request) => {
      const answer = await signInWithPassword(app, request.body.username, request.body.password, request.ip);
      return ok(answer);
    },
  );

  app.get('/api/account/logout', { config: { auth: 'user' }, schema: { tags: ['account'], response: envelopeResponses(Type.Boolean()) } }, async (request) => {
    await signOut(app, requireUser(request));
    return ok(true);
  });

  app.get(
    '/api/account/userinfo',
    { config: { auth: 'user' }, schema: { tags: ['account'], response: envelopeResponses(UserStateSchema) } },
    async (request) => {
      const state = await loadUserState(app, requireUser(request));
      if (!state) throw new ApiFailure(ErrorCode.Unauthorized, Messages.tokenInvalid, 401);
      return ok(state);
    },
  );

  app.get(
    '/api/account/UserMoreInfo',
    {
      schema: { tags: ['account'], querystring: UserMoreInfoQuery, response: envelopeResponses(UserMoreInfoSchema) },
    },
    async (request) => {
      return ok(await userMoreInfo(app.db, requireUser(request).userId, request.query.version));
    },
  );
};

export default accountRoutes;
