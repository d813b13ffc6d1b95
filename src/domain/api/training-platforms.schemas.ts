import { Type } from '@sinclair/typebox';

/** GetEntryKey's answer (growth-account.md §2): the key, a short-lived id token for the platforms, and where they are. */
export const EntryKeySchema = Type.Object({
  EntryKey: Type.String(),
  IdToken: Type.String(),
  Platforms: Type.Object({ moodle: Type.String(), academy: Type.String() }, { description: 'Base URLs of the production platforms.' }),
  TestUrl: Type.String({ description: "The local test host's base URL." }),
  ProductionHosts: Type.Array(Type.String(), { description: 'Page hosts (host[:port], lower case) that count as production.' }),
});
