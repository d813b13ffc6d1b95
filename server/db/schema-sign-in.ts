/** Sign-in tables: passwords, access tokens, the throttle, the identity provider's storage, one-time codes. */

export interface CredentialsTable {
  user_id: number;
  password_hash: string;
  updated_at: string;
}

export interface AccessTokensTable {
  token_hash: string;
  user_id: number;
  kind: string;
  issued_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface LoginFailuresTable {
  scope_key: string;
  failures: number;
  first_failure_at: string;
  locked_until: string | null;
}

/** One stored oidc-provider model instance; `payload` is its JSON. */
export interface OidcPayloadsTable {
  kind: string;
  id: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: string | null;
  consumed_at: string | null;
}

/** Key material of the OpenID Connect provider (signing JWK, cookie keys), JSON text. */
export interface OidcKeysTable {
  id: string;
  material: string;
  created_at: string;
}

export interface AutoLoginCodesTable {
  code_hash: string;
  user_id: number;
  /** 'email' (issued by staff) or 'desktop' (requested by the signed-in tutor). */
  purpose: string;
  issued_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface LoginSignsTable {
  sign_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SignInTables {
  credentials: CredentialsTable;
  access_tokens: AccessTokensTable;
  login_failures: LoginFailuresTable;
  oidc_payloads: OidcPayloadsTable;
  oidc_keys: OidcKeysTable;
  auto_login_codes: AutoLoginCodesTable;
  login_signs: LoginSignsTable;
}
