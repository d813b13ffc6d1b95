import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { envelopeResponses, ok } from '../../http/envelope';
import { loadSystemSetting } from '../../services/system-settings';

const StringMap = Type.Record(Type.String(), Type.String());

export const SystemSettingSchema = Type.Object({
  FileDomain: Type.String(),
  BackUpFileDomain: Type.String(),
  FileDirectory: StringMap,
  NasFileHost: Type.String(),
  AuthorityUrl: Type.String(),
  AppSetting: Type.Object({ AppId: Type.String(), AppSecret: Type.String() }),
  Hosts: StringMap,
  IsEnableSignalrNotice: Type.Boolean(),
  SignalrNoticeHubUrl: Type.String(),
  WhiteList: Type.Array(Type.Object({ domain: Type.String(), redirect: Type.Boolean(), level: Type.Integer() })),
  ClientDownload: Type.Object({ WindowsUrl: Type.String(), MacUrl: Type.String() }),
  FlowersExchangeEnabled: Type.Optional(
    Type.Boolean({ description: "Flowers for cash is open (FLOWERS_EXCHANGE_ENABLED); off, the person panel shows the spec's upgrading text." }),
  ),
});

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
