import { Type } from '@sinclair/typebox';
import { STAFF_PAGE_SIZE } from '../staff-console';
import { STAFF_ACCOUNT_ROLES, STAFF_SETTING_KEYS } from '../staff-admin';
import { DbId } from './db-integer';
import { WhiteListEntrySchema } from './system.schemas';

/** Schemas of the admin's calls (issue 21): staff accounts and system settings. */

const RoleSchema = Type.Union(
  STAFF_ACCOUNT_ROLES.map((role) => Type.Literal(role)),
  { description: 'staff (the console) or admin (the console, staff accounts and settings).' },
);
const StringMap = Type.Record(Type.String(), Type.String());

export const StaffAccountsQuery = Type.Object(
  {
    pageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100, default: STAFF_PAGE_SIZE }),
  },
  { additionalProperties: false },
);

export const StaffAccountSchema = Type.Object({
  Id: Type.Integer(),
  Account: Type.String(),
  FirstName: Type.String(),
  LastName: Type.String(),
  Email: Type.String(),
  Role: RoleSchema,
  Disabled: Type.Boolean(),
  CreatedAt: Type.String(),
});

export const StaffAccountsPageSchema = Type.Object({ Total: Type.Integer(), Items: Type.Array(StaffAccountSchema) });

export const CreateStaffAccountBody = Type.Object(
  {
    FirstName: Type.String({ maxLength: 200 }),
    LastName: Type.String({ maxLength: 200 }),
    Email: Type.String({ maxLength: 400 }),
    Account: Type.String({ maxLength: 200, description: 'The sign-in name.' }),
    Role: RoleSchema,
    Password: Type.String({ maxLength: 1000, description: 'The initial password; the rule of a password staff set for a tutor.' }),
  },
  { additionalProperties: false },
);

export const SetStaffRoleBody = Type.Object({ Id: DbId(), Role: RoleSchema }, { additionalProperties: false });
export const SetStaffDisabledBody = Type.Object({ Id: DbId(), Disabled: Type.Boolean() }, { additionalProperties: false });
export const ResetStaffPasswordBody = Type.Object({ Id: DbId(), Password: Type.String({ maxLength: 1000 }) }, { additionalProperties: false });

export const StaffSettingsSchema = Type.Object({
  FileDomain: Type.String(),
  BackUpFileDomain: Type.String(),
  FileDirectory: StringMap,
  NasFileHost: Type.String(),
  Hosts: StringMap,
  IsEnableSignalrNotice: Type.Boolean(),
  SignalrNoticeHubUrl: Type.String(),
  WhiteList: Type.Array(WhiteListEntrySchema),
});

export const SaveSettingBody = Type.Object(
  {
    Key: Type.Union(
      STAFF_SETTING_KEYS.map((key) => Type.Literal(key)),
      { description: 'Which stored setting.' },
    ),
    Value: Type.Unknown({ description: "The setting's new value, of its own shape (checked by the setting's rule)." }),
  },
  { additionalProperties: false },
);
