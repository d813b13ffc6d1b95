import type { Migration } from 'kysely';
import * as foundation from './0001-foundation';
import * as messages from './0002-messages';
import * as uploads from './0003-uploads';
import * as shell from './0004-shell';
import * as signIn from './0005-sign-in';

/** Every migration, by name; the name orders them. Each area adds one line. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-messages': messages,
  '0003-uploads': uploads,
  '0004-shell': shell,
  '0005-sign-in': signIn,
};
