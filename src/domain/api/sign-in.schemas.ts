import { Type } from '@sinclair/typebox';

const Secret = Type.String({ minLength: 1, maxLength: 200 });

export const AutoLoginQuery = Type.Object({ code: Secret });
export const LoginSignQuery = Type.Object({ loginSign: Secret });

/** What every sign-in answers: password (POST /api/account/login), one-time code, login sign, hand-over code. */
export const SignInTokenSchema = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'Seconds until the token expires.' }),
});

/** POST /api/Account/CreateAutoLoginCode and /api/Staff/CreateAutoLoginCode */
export const AutoLoginCodeSchema = Type.Object({
  Code: Type.String({ description: 'One-time code for GET /api/Account/AutoLogin.' }),
  Url: Type.String({ description: 'The portal address that signs in with it: {origin}/loginAuto?code=...' }),
  ExpiresIn: Type.Integer({ description: 'Seconds until the code expires.' }),
});

export const StaffAutoLoginCodeBody = Type.Object(
  { Tuid: Type.Integer({ minimum: 1, description: 'The tutor the e-mail link signs in.' }) },
  { additionalProperties: false },
);

/** What GET /api/Account/SingleSignOnSetting answers: everything oidc-client-ts needs besides the origin. */
export const SingleSignOnSettingSchema = Type.Object({
  Authority: Type.String(),
  ClientId: Type.String(),
  Scope: Type.String(),
  IsOwnProvider: Type.Boolean({ description: "True when the portal hosts the provider itself (its sign-in page has the portal's look)." }),
});

/** POST /api/Account/CreateHandOverCode answers it. */
export const HandOverCodeSchema = Type.Object({
  Code: Type.String({ description: 'One-time code for POST /api/Account/RedeemHandOverCode, carried as /redirect?code=.' }),
  ExpiresIn: Type.Integer({ description: 'Seconds until the code expires (60).' }),
});

/** POST /api/Account/RedeemHandOverCode */
export const RedeemHandOverCodeBody = Type.Object({ Code: Secret }, { additionalProperties: false });
