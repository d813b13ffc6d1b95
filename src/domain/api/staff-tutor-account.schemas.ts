import { Type, type TBoolean, type TOptional } from '@sinclair/typebox';
import { TUTOR_FLAGS, type TutorFlagKey } from '../staff-tutor-account';
import { DbId } from './db-integer';

/** Schemas of the staff calls on a tutor's account: flags, password reset, disabling. */

const flagSchema = (flag: (typeof TUTOR_FLAGS)[number]) => Type.Boolean({ description: flag.label });
// Built from the list, so the keys are named by a cast: one boolean per flag, each optional in a change.
const flagSchemas = Object.fromEntries(TUTOR_FLAGS.map((flag) => [flag.key, flagSchema(flag)])) as Record<TutorFlagKey, TBoolean>;
const flagChangeSchemas = Object.fromEntries(TUTOR_FLAGS.map((flag) => [flag.key, Type.Optional(flagSchema(flag))])) as Record<
  TutorFlagKey,
  TOptional<TBoolean>
>;

export const TutorAccountSchema = Type.Object({
  Tuid: Type.Integer(),
  Account: Type.String(),
  Disabled: Type.Boolean(),
  DisabledAt: Type.Union([Type.String(), Type.Null()]),
  DisabledReason: Type.String(),
  Flags: Type.Object(flagSchemas),
});

export const SetTutorFlagsBody = Type.Object(
  { Tuid: DbId(), Flags: Type.Object(flagChangeSchemas, { additionalProperties: false, description: 'Only the flags to change.' }) },
  { additionalProperties: false },
);

// Length limits are checked by the service, so the answer names them in the spec's words.
export const ResetTutorPasswordBody = Type.Object({ Tuid: DbId(), Password: Type.String({ maxLength: 1000 }) }, { additionalProperties: false });

export const SetTutorDisabledBody = Type.Object(
  { Tuid: DbId(), Disabled: Type.Boolean(), Reason: Type.Optional(Type.String({ maxLength: 2000, description: 'Required to disable.' })) },
  { additionalProperties: false },
);

export const DoneSchema = Type.Boolean();
