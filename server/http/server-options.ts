import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { ErrorCode } from '../../src/domain/error-codes';
import { HttpMessages } from '../../src/domain/input-limits';
import type { Config } from '../config';
import { buildSecurityHeaders } from '../plugins/security';
import { signInCspSources } from '../oidc/oidc-settings';
import { hardenAjv, type AjvLike } from './input-rules';

/**
 * The Fastify options that concern HTTP itself (issue 22): deadlines against slow clients, the
 * envelope for errors Node and the router raise before any route runs, and the hardened Ajv.
 */
export function httpServerOptions(config: Config) {
  const securityHeaders = buildSecurityHeaders({ extraConnectSources: signInCspSources(config), production: config.env === 'production' });
  const { requestTimeoutMs, headersTimeoutMs, idleTimeoutMs, keepAliveTimeoutMs } = config.http;
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: idleTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    // Node checks the header and request deadlines on this interval (30 s by default, too coarse for a 15 s deadline).
    http: { headersTimeout: headersTimeoutMs, connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(headersTimeoutMs / 2))) },
    clientErrorHandler: envelopeClientErrorHandler(securityHeaders),
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const [status, message] =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? [414, HttpMessages.pathTooLong]
          : error.code === 'FST_ERR_BAD_URL'
            ? [400, HttpMessages.badUrl]
            : [400, HttpMessages.badRequest];
      // The route's hooks did not run: the security headers are set here.
      void reply.code(status).headers(securityHeaders).send({ ErrorCode: ErrorCode.Failed, Msg: message, Body: null });
    },
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false },
      onCreate: (ajv: object) => hardenAjv(ajv as AjvLike),
    },
  } satisfies Partial<FastifyServerOptions> & { http: object; ajv: object };
}

/**
 * Node's own refusals (headers too large, a request past its deadline, bytes that are not HTTP)
 * written as the envelope with the security headers, then the connection closed.
 */
function envelopeClientErrorHandler(securityHeaders: Readonly<Record<string, string>>) {
  const headerLines = Object.entries(securityHeaders)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, HttpMessages.timeout]
        : error.code === 'HPE_HEADER_OVERFLOW' || error.code === 'HPE_URI_TOO_LONG'
          ? [431, HttpMessages.headersTooLarge]
          : [400, HttpMessages.badRequest];
    const body = JSON.stringify({ ErrorCode: ErrorCode.Failed, Msg: message, Body: null });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n${headerLines}\r\n${body}`,
      );
    }
    socket.destroy();
  };
}
