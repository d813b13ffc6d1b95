import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorCode } from '../../../src/domain/error-codes';
import { Messages } from '../../../src/domain/messages';
import { ApiFailure, envelopeResponses, ok } from '../../http/envelope';
import { issueAccessToken, revokeAccessToken } from '../../services/access-tokens';
import { decoyPasswordHash, verifyPassword } from '../../services/password';
import {
  accountKey,
  addressKey,
  checkLoginThrottle,
  clearLoginFailures,
  recordLoginFailure,
} from '../../services/login-throttle';
import { loadUserState } from '../../services/user-info';
import { contractAuditStatus } from '../../services/tutor-status';
import { ContractAuditStatus } from '../../../src/domain/sign-contract';
import { requireUser } from '../../types';
import { LoginBody, LoginResult, UserMoreInfo, UserMoreInfoQuery, UserStateSchema } from './account.schemas';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Password sign-in, sign-out and the signed-in user's information (shell.md §7). */
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/account/login',
    {
      config: { auth: 'public' },
      schema: { tags: ['account'], body: LoginBody, response: envelopeResponses(LoginResult) },
    },
    async (request) => {
      const account = request.body.username.trim();
      const keys = [accountKey(account), addressKey(request.ip)];
      if (await checkLoginThrottle(app.db, app.clock, keys)) {
        throw new ApiFailure(ErrorCode.TooManyAttempts, Messages.tooManyLoginAttempts, 400);
      }
      const user = await app.db
        .selectFrom('users')
        .innerJoin('credentials', 'credentials.user_id', 'users.id')
        .select(['users.id', 'credentials.password_hash'])
        .where((eb) => eb(eb.fn('lower', ['users.account']), '=', account.toLowerCase()))
        .where('users.disabled', '=', 0)
        .executeTakeFirst();
      // The same work and the same answer whether or not the account exists.
      const valid = await verifyPassword(request.body.password, user?.password_hash ?? (await decoyPasswordHash()));
      if (!user || !valid) {
        const decision = await recordLoginFailure(app.db, app.clock, app.config.login, account, request.ip);
        if (decision.delayMs > 0) await sleep(decision.delayMs);
        request.log.info({ account }, 'sign-in failed');
        throw new ApiFailure(ErrorCode.Failed, Messages.wrongCredentials, 400);
      }
      await clearLoginFailures(app.db, account);
      const issued = await issueAccessToken(app.db, app.clock, user.id, app.config.tokenTtlSeconds);
      return ok({ access_token: issued.token, token_type: 'Bearer' as const, expires_in: issued.expiresIn });
    },
  );

  app.get(
    '/api/account/logout',
    { config: { auth: 'user' }, schema: { tags: ['account'], response: envelopeResponses(Type.Boolean()) } },
    async (request) => {
      await revokeAccessToken(app.db, app.clock, requireUser(request).tokenHash);
      return ok(true);
    },
  );

  app.get(
    '/api/account/userinfo',
    { config: { auth: 'user' }, schema: { tags: ['account'], response: envelopeResponses(UserStateSchema) } },
    async (request) => {
      const state = await loadUserState(app.db, app.clock, requireUser(request).userId);
      if (!state) throw new ApiFailure(ErrorCode.Unauthorized, Messages.tokenInvalid, 401);
      return ok(state);
    },
  );

  app.get(
    '/api/account/UserMoreInfo',
    {
      schema: { tags: ['account'], querystring: UserMoreInfoQuery, response: envelopeResponses(UserMoreInfo) },
    },
    async (request) => {
      const userId = requireUser(request).userId;
      const row = await app.db
        .selectFrom('users')
        .innerJoin('tutor_profiles', 'tutor_profiles.user_id', 'users.id')
        .select(['users.id', 'users.created_at', 'tutor_profiles.entry_key', 'tutor_profiles.tutor_group', 'tutor_profiles.transform_period_count'])
        .where('users.id', '=', userId)
        .executeTakeFirst();
      if (!row) throw new ApiFailure(ErrorCode.NotFound, Messages.notFound, 404);
      return ok({
        tuid: row.id,
        entryKey: row.entry_key,
        joinDate: row.created_at.slice(0, 10),
        tutorGroup: row.tutor_group,
        trialLevelCount: row.transform_period_count,
        hasContract: (await contractAuditStatus(app.db, userId)) === ContractAuditStatus.passed,
        version: request.query.version ?? '3.0',
      });
    },
  );
};

export default accountRoutes;
