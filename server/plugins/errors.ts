import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '../../src/domain/error-codes';
import { HttpMessages } from '../../src/domain/input-limits';
import { Messages } from '../../src/domain/messages';
import { ApiFailure } from '../http/envelope';
import { DEFAULT_HUB_PATH } from '../services/system-settings';
import { RateLimitedError } from './rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a history-mode path with the app's index.html; set by the single-page app plugin when there is a build. */
    appShell: ((reply: FastifyReply) => FastifyReply) | null;
  }
}

/**
 * Turns every error into the envelope: ApiFailure keeps its code and message, schema failures
 * become a clear sentence, malformed bodies a 400, anything else a 500 whose details stay in the
 * log. Unknown /api and hub paths get the envelope; a missing static file (an extension under
 * /assets, say) a 404; other unknown GET and HEAD paths the single-page app (history mode).
 */
export default fp(async function errors(app: FastifyInstance) {
  app.decorate('appShell', null);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RateLimitedError) {
      return reply.code(error.statusCode).type('text/plain; charset=utf-8').send(error.message);
    }
    if (error instanceof ApiFailure) {
      return reply.code(error.httpStatus).send({ ErrorCode: error.code, Msg: error.message, Body: null });
    }
    if (error.validation) {
      return reply.code(400).send({ ErrorCode: ErrorCode.Failed, Msg: describeValidationError(error), Body: null });
    }
    if (isMalformedMultipart(error)) {
      return reply.code(400).send({ ErrorCode: ErrorCode.Failed, Msg: HttpMessages.multipartInvalid, Body: null });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type).
      return reply.code(status).send({ ErrorCode: ErrorCode.Failed, Msg: clientErrorMessage(error), Body: null });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ ErrorCode: ErrorCode.Failed, Msg: Messages.internalError, Body: null });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request);
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    if (readsPage && app.appShell && !isServerPath(path) && !looksLikeFile(path)) return app.appShell(reply);
    return reply.code(404).send({ ErrorCode: ErrorCode.NotFound, Msg: Messages.notFound, Body: null });
  });
});

function pathOf(request: FastifyRequest): string {
  const index = request.url.indexOf('?');
  return (index < 0 ? request.url : request.url.slice(0, index)).toLowerCase();
}

/** The API and the hub answer the envelope, never the page. */
function isServerPath(path: string): boolean {
  return path.startsWith('/api/') || path === '/api' || path.startsWith(`${DEFAULT_HUB_PATH.toLowerCase()}/`) || path.startsWith('/oidc/');
}

/** A built file that is not there: under /assets anything, elsewhere a name with a static file's extension. */
function looksLikeFile(path: string): boolean {
  return path.startsWith('/assets/') || /\.(js|mjs|css|map|json|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|webmanifest|html?|br|gz)$/.test(path);
}

/**
 * Busboy's errors (plain Errors, no code) for a body that is not the multipart it claims to be: no
 * boundary, an empty or over-long one, a body cut short, a bad part header.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: |Unexpected end of (multipart data|form|file)|\w+ terminated early due to unexpected end|Boundary required|The needle cannot|Malformed (part header|urlencoded form|content-type))/i;
function isMalformedMultipart(error: Error): boolean {
  return MALFORMED_MULTIPART.test(error.message) || (error as FastifyError).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE';
}

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** One English sentence for the first schema violation, naming the field as the client sent it. */
export function describeValidationError(error: FastifyError): string {
  const issue = (error.validation as ValidationIssue[] | undefined)?.[0];
  if (!issue) return 'The request is not valid.';
  const where = error.validationContext ?? 'body';
  const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const name = field ? `'${field}'` : `The ${where}`;
  switch (issue.keyword) {
    case 'required':
      return `'${[field, String(issue.params.missingProperty)].filter(Boolean).join('.')}' is required.`;
    case 'type':
      return `${name} must be ${article(String(issue.params.type))}.`;
    case 'finite':
      return `${name} must be a finite number.`;
    case 'minimum':
      return `${name} must be at least ${String(issue.params.limit)}.`;
    case 'maximum':
      return `${name} must be at most ${String(issue.params.limit)}.`;
    case 'format':
      return `${name} must be ${formatName(String(issue.params.format))}.`;
    case 'minLength':
      return issue.params.limit === 1 ? `${name} must not be empty.` : `${name} must be at least ${String(issue.params.limit)} characters.`;
    case 'maxLength':
      return `${name} must be at most ${String(issue.params.limit)} characters.`;
    case 'additionalProperties':
      return `'${String(issue.params.additionalProperty)}' is not allowed in the ${where}.`;
    case 'enum':
      return `${name} must be one of: ${(issue.params.allowedValues as unknown[]).join(', ')}.`;
    default:
      return `${name} ${issue.message ?? 'is not valid'}.`;
  }
}

function formatName(format: string): string {
  if (format === 'date-time') return 'a date and time such as 2024-05-01T08:00:00Z';
  if (format === 'date') return 'a date such as 2024-05-01';
  return `a valid ${format}`;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'The request content type is not supported.';
    default:
      return error.message || 'The request is not valid.';
  }
}
