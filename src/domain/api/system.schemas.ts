import { Type } from '@sinclair/typebox';

const StringMap = Type.Record(Type.String(), Type.String());

export const WhiteListEntrySchema = Type.Object({
  domain: Type.String(),
  redirect: Type.Boolean(),
  level: Type.Integer({ description: '1 is the main domain: paths marked with it must be opened there.' }),
});

/** The system setting served by GET /api/System/setting (shell.md §3). */
export const SystemSettingSchema = Type.Object({
  FileDomain: Type.String(),
  BackUpFileDomain: Type.String(),
  FileDirectory: StringMap,
  NasFileHost: Type.String(),
  AuthorityUrl: Type.String(),
  AppSetting: Type.Object({ AppId: Type.String(), AppSecret: Type.String() }),
  Hosts: Type.Record(Type.String(), Type.String(), { description: 'Host map: key to base URL, used for menu URLs and cross-host redirects.' }),
  IsEnableSignalrNotice: Type.Boolean(),
  SignalrNoticeHubUrl: Type.String(),
  WhiteList: Type.Array(WhiteListEntrySchema),
  ClientDownload: Type.Object({ WindowsUrl: Type.String(), MacUrl: Type.String() }),
  ProviderTimeZone: Type.Optional(Type.String({ description: "The provider's time zone (PROVIDER_TIME_ZONE): pages write their times in it and name it." })),
  FlowersExchangeEnabled: Type.Optional(
    Type.Boolean({ description: "Flowers for cash is open (FLOWERS_EXCHANGE_ENABLED); off, the person panel shows the spec's upgrading text." }),
  ),
});
