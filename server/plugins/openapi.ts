import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Generates the OpenAPI document from the route schemas; served at /api/docs/openapi.json. */
export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Tutor portal API',
        version: '1.0.0',
        description:
          'Every response is the envelope { ErrorCode, Msg, Body }. Calls under /api carry X-App-Id and X-Signature (see README) and, unless public, a bearer token.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
  });
  app.get('/api/docs/openapi.json', { config: { auth: 'public', signed: false }, schema: { hide: true } }, async () => app.swagger());
});
