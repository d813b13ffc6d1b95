import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import { APP_ID_HEADER, SIGNATURE_HEADER, computeSignature, type SignableParams } from '../../src/domain/signature';
import { ApiFailure } from '../http/envelope';

const md5Hex = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * Verifies `X-App-Id` and `X-Signature` on every /api route that is signed (the default): the
 * signature is recomputed from the query and the JSON body as src/domain/signature.ts says. A
 * multipart body is not part of the signature. Failure: ErrorCode 8.
 */
export default fp(async function signature(app: FastifyInstance) {
  const { appId, appSecret } = app.config;
  app.addHook('preValidation', async (request) => {
    if (!isSignedRoute(request)) return;
    const sentAppId = header(request, APP_ID_HEADER);
    const sentSignature = header(request, SIGNATURE_HEADER).toUpperCase();
    const body = isJsonObject(request.body) && !request.isMultipart() ? (request.body as SignableParams) : undefined;
    const expected = expectedSignature(queryOf(request), body, appSecret);
    if (sentAppId !== appId || expected === null || !sameText(sentSignature, expected)) {
      request.log.warn({ appId: sentAppId }, 'signature verification failed');
      throw new ApiFailure(ErrorCode.SignatureFailed, Messages.signatureFailed, 403);
    }
  });
});

/**
 * The signature the request should carry, or null when its values cannot be signed at all (the
 * input guard refuses unpaired surrogates and deep nesting first; this keeps the check from ever
 * throwing should anything reach it).
 */
function expectedSignature(query: SignableParams, body: SignableParams | undefined, secret: string): string | null {
  try {
    return computeSignature(query, body, secret, md5Hex);
  } catch {
    return null;
  }
}

function isSignedRoute(request: FastifyRequest): boolean {
  if (request.is404) return false;
  if (!request.url.toLowerCase().startsWith('/api/')) return false;
  return request.routeOptions.config.signed !== false;
}

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** The raw query pairs as sent (before schema coercion), so both sides sign the same text. */
function queryOf(request: FastifyRequest): SignableParams {
  const index = request.url.indexOf('?');
  if (index < 0) return {};
  const params: SignableParams = {};
  for (const [key, value] of new URLSearchParams(request.url.slice(index + 1))) params[key] = value;
  return params;
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
