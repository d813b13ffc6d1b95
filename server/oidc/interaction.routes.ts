import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { Messages } from '../../src/domain/messages';
import { OWN_PROVIDER_PATH } from '../../src/domain/single-sign-on';
import { renderErrorPage, renderSignInPage } from './oidc-pages';
import { checkPassword } from '../services/password-sign-in.service';

interface UidParams {
  uid: string;
}
interface SignInForm {
  username?: string;
  password?: string;
}

const FORM_LIMIT_BYTES = 8 * 1024;

/**
 * The provider's interaction pages: the tutor's sign-in form and its two answers (sign in,
 * cancel). oidc-provider ties an interaction to its cookie, so a form posted from another site or
 * for another interaction is refused. Consent is never asked: the portal's client is first-party
 * (see first-party-grant.ts); an interaction asking for anything else ends with access_denied.
 */
const interactionRoutes: FastifyPluginAsync<{ provider: Provider }> = async (app, { provider }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof errors.SessionNotFound || error instanceof errors.InvalidRequest) {
      return sendHtml(reply, 400, renderErrorPage('', 'This sign-in has expired. Please start again.'));
    }
    request.log.error({ err: error }, 'sign-in interaction failed');
    return sendHtml(reply, 500, renderErrorPage('', Messages.internalError));
  });

  const base = `${OWN_PROVIDER_PATH}/interaction/:uid`;

  app.get<{ Params: UidParams }>(base, { schema: { hide: true } }, async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    if (details.uid !== request.params.uid) throw new errors.SessionNotFound('interaction mismatch');
    if (details.prompt.name === 'login') {
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
      return sendHtml(reply, 200, renderSignInPage({ uid: details.uid, username: hint }));
    }
    const redirectTo = await provider.interactionResult(request.raw, reply.raw, {
      error: 'access_denied',
      error_description: `the '${details.prompt.name}' prompt is not supported`,
    });
    return reply.redirect(redirectTo, 303);
  });

  app.post<{ Params: UidParams; Body: SignInForm }>(`${base}/login`, { schema: { hide: true } }, async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    if (details.uid !== request.params.uid || details.prompt.name !== 'login') {
      throw new errors.SessionNotFound('interaction mismatch');
    }
    const username = String(request.body?.username ?? '').slice(0, 100);
    const password = String(request.body?.password ?? '').slice(0, 200);
    const check = await checkPassword(app, username, password, request.ip);
    if (!check.ok) return sendHtml(reply, 401, renderSignInPage({ uid: details.uid, username, error: check.message }));
    const redirectTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId: String(check.userId), remember: true, amr: ['pwd'] } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(redirectTo, 303);
  });

  app.post<{ Params: UidParams }>(`${base}/abort`, { schema: { hide: true } }, async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    if (details.uid !== request.params.uid) throw new errors.SessionNotFound('interaction mismatch');
    const redirectTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'The tutor cancelled the sign-in.' },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(redirectTo, 303);
  });
};

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}

export default interactionRoutes;
