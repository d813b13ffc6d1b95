import fs from 'node:fs';
import path from 'node:path';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import { ApiFailure } from '../http/envelope';

/**
 * Turns every error into the envelope: ApiFailure keeps its code and message, schema failures
 * become a clear sentence, anything else is a 500 whose details stay in the log. Unknown /api
 * paths get the envelope; other unknown GETs get the single-page app (history mode).
 */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiFailure) {
      return reply.code(error.httpStatus).send({ ErrorCode: error.code, Msg: error.message, Body: null });
    }
    if (error.validation) {
      return reply
        .code(400)
        .send({ ErrorCode: ErrorCode.Failed, Msg: describeValidationError(error), Body: null });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type).
      return reply.code(status).send({ ErrorCode: ErrorCode.Failed, Msg: clientErrorMessage(error), Body: null });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ ErrorCode: ErrorCode.Failed, Msg: Messages.internalError, Body: null });
  });

  const indexFile = path.join(app.config.staticDir, 'index.html');
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.toLowerCase().startsWith('/api/');
    if (!isApi && request.method === 'GET' && fs.existsSync(indexFile)) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(fs.createReadStream(indexFile));
    }
    return reply.code(404).send({ ErrorCode: ErrorCode.NotFound, Msg: Messages.notFound, Body: null });
  });
});

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
