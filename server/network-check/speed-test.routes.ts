import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { SPEED_EMPTY_PATH, SPEED_GARBAGE_PATH, SPEED_PAGE_PATH, SpeedMessages } from '../../src/domain/speed-test';
import { ErrorCode } from '../../src/domain/error-codes';
import { ApiFailure, envelopeResponses, ok } from '../http/envelope';
import { requireUser } from '../types';
import { saveSpeedTest } from './network-check.service';

const MB = 1024 * 1024;
// One random megabyte, sent again and again: random so no proxy or transport compression shrinks it.
const CHUNK = randomBytes(MB);

/**
 * The network test's server side (issue 20), as LibreSpeed's garbage.php and empty.php: the garbage
 * download and the empty upload sit outside /api, so the rate limit does not count them, and each
 * request is bounded (SPEED_MAX_DOWNLOAD_MB, SPEED_MAX_UPLOAD_MB). The thresholds and the saving
 * of a result are ordinary tutor calls.
 */
const speedTestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = app.config.speedTest;
  const thresholds = {
    minDownloadMbps: limits.minDownloadMbps,
    minUploadMbps: limits.minUploadMbps,
    maxPingMs: limits.maxPingMs,
    maxJitterMs: limits.maxJitterMs,
  };

  // The spec's separate page: a path with a file's extension, so the history-mode fallback skips it.
  app.get(SPEED_PAGE_PATH, { config: { auth: 'public' as const }, schema: { hide: true } }, async (_request, reply) =>
    app.appShell ? app.appShell(reply) : reply.code(404).type('text/plain; charset=utf-8').send('Not found'),
  );

  app.get(
    SPEED_GARBAGE_PATH,
    {
      config: { auth: 'public' as const },
      schema: { hide: true, querystring: Type.Object({ ckSize: Type.Integer({ minimum: 1, maximum: 1024, default: 4 }) }) },
    },
    async (request, reply) => {
      const chunks = Math.min(request.query.ckSize, limits.maxDownloadMb);
      let sent = 0;
      const body = new Readable({
        read() {
          this.push(sent < chunks ? CHUNK : null);
          sent += 1;
        },
      });
      return reply
        .header('cache-control', 'no-store, no-cache, must-revalidate, max-age=0')
        .header('content-length', String(chunks * MB))
        .type('application/octet-stream')
        .send(body);
    },
  );

  // The upload is read and thrown away as it arrives: nothing is buffered or stored.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => {
      let size = 0;
      let failed = false;
      payload.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxUploadMb * MB && !failed) {
          failed = true;
          payload.resume();
          done(new ApiFailure(ErrorCode.Failed, `An upload test sends at most ${limits.maxUploadMb} MB.`, 413), undefined);
        }
      });
      payload.on('end', () => {
        if (!failed) done(null, size);
      });
      payload.on('error', (error) => {
        if (!failed) done(error, undefined);
      });
    });
    scope.route({
      method: ['GET', 'POST'],
      url: SPEED_EMPTY_PATH,
      config: { auth: 'public' as const },
      bodyLimit: 1024 * MB,
      schema: { hide: true },
      handler: async (_request, reply) => reply.header('cache-control', 'no-store').code(200).send(''),
    });
  });

  app.get(
    '/api/NetworkTest/Thresholds',
    {
      schema: {
        tags: ['network-test'],
        description: 'What a class needs (configuration): minimum download and upload, maximum latency and jitter.',
        response: envelopeResponses(
          Type.Object({ minDownloadMbps: Type.Number(), minUploadMbps: Type.Number(), maxPingMs: Type.Number(), maxJitterMs: Type.Number() }),
        ),
      },
    },
    async () => ok(thresholds),
  );

  const Figure = Type.Number({ minimum: 0, maximum: 100_000 });
  app.post(
    '/api/NetworkTest/SaveResult',
    {
      schema: {
        tags: ['network-test'],
        description: "Stores a network test and writes its speeds to the profile's internetSpeed.",
        body: Type.Object({ PingMs: Figure, JitterMs: Figure, DownloadMbps: Figure, UploadMbps: Figure }, { additionalProperties: false }),
        response: envelopeResponses(Type.Object({ Verdict: Type.String(), InternetSpeed: Type.String() })),
      },
    },
    async (request) => {
      const b = request.body;
      const saved = await saveSpeedTest({ db: app.db, clock: app.clock }, thresholds, requireUser(request).userId, {
        pingMs: b.PingMs,
        jitterMs: b.JitterMs,
        downloadMbps: b.DownloadMbps,
        uploadMbps: b.UploadMbps,
      });
      return ok(saved, SpeedMessages.saved);
    },
  );
};

export default speedTestRoutes;
