import { Type } from '@sinclair/typebox';

const Secret = Type.String({ minLength: 1, maxLength: 200 });

export const AutoLoginQuery = Type.Object({ code: Secret });
export const LoginSignQuery = Type.Object({ loginSign: Secret });

/** A token handed out for a one-time secret; the same shape as the password sign-in's answer. */
export const SignInToken = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'Seconds until the token expires.' }),
});

export const AutoLoginCode = Type.Object({
  Code: Type.String({ description: 'One-time code for GET /api/Account/AutoLogin.' }),
  Url: Type.String({ description: 'The portal address that signs in with it: {origin}/loginAuto?code=...' }),
  ExpiresIn: Type.Integer({ description: 'Seconds until the code expires.' }),
});

export const StaffAutoLoginCodeBody = Type.Object(
  { Tuid: Type.Integer({ minimum: 1, description: 'The tutor the e-mail link signs in.' }) },
  { additionalProperties: false },
);

export const SingleSignOnSettingSchema = Type.Object({
  Authority: Type.String(),
  ClientId: Type.String(),
  Scope: Type.String(),
  IsOwnProvider: Type.Boolean(),
});

export const HandOverCodeSchema = Type.Object({
  Code: Type.String({ description: 'One-time code for POST /api/Account/RedeemHandOverCode, carried as /redirect?code=.' }),
  ExpiresIn: Type.Integer({ description: 'Seconds until the code expires (60).' }),
});

export const RedeemHandOverCodeBody = Type.Object({ Code: Secret }, { additionalProperties: false });
