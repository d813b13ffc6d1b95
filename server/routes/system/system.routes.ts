import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { loadSystemSetting } from '../../services/system-settings';
import { SystemSettingSchema } from '../../../src/domain/api/system.schemas';

/**
 * The bootstrap calls. They are public and unsigned: the client learns the app id and secret it
 * signs with from the setting itself.
 */
const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/System/setting',
    {
      config: { auth: 'public', signed: false },
      schema: { tags: ['system'], response: envelopeResponses(SystemSettingSchema) },
    },
    async () => ok(await loadSystemSetting(app.db, app.config)),
  );

  app.get(
    '/api/System/GetTimestamp',
    {
      config: { auth: 'public', signed: false },
      schema: {
        tags: ['system'],
        description: 'Server time in milliseconds since the epoch.',
        response: envelopeResponses(Type.Number()),
      },
    },
    async () => ok(app.clock.now().getTime()),
  );
};

export default systemRoutes;
