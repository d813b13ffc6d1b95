import type { Kysely } from 'kysely';
import Provider, { errors, type Configuration } from 'oidc-provider';
import { OWN_PROVIDER_PATH, TEACHER_API_SCOPE } from '../../src/domain/single-sign-on';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { firstPartyGrantLoader } from './first-party-grant';
import { findAccountIn, OIDC_CLAIMS } from './oidc-accounts';
import type { OidcKeys } from './oidc-keys';
import { renderErrorPage, renderSignedOutPage, renderSignOutPage } from './oidc-pages';
import { oidcPayloadAdapterFactory } from './oidc-payload-adapter';
import { clientRedirects, ownIssuer, teacherApiResource } from './oidc-settings';

export interface OwnProviderOptions {
  db: Kysely<Database>;
  config: Config;
  keys: OidcKeys;
  trustProxy: boolean;
}

/**
 * The portal's own OpenID Connect provider (oidc-provider, OpenID certified). One client, the
 * portal itself: public, authorization code with PKCE only, refresh tokens bound to the provider
 * session. Access tokens are opaque, issued for the teacher API resource and checked by
 * verifyOwnAccessToken; sessions, grants, codes and tokens live in the database.
 */
export function createOwnProvider({ db, config, keys, trustProxy }: OwnProviderOptions): Provider {
  const resource = teacherApiResource(config);
  const { redirectUris, postLogoutRedirectUris } = clientRedirects(config);
  const sessionTtl = config.tokenTtlSeconds;

  const configuration: Configuration = {
    adapter: oidcPayloadAdapterFactory(db),
    clients: [
      {
        client_id: config.oidc.clientId,
        client_name: 'Tutor Portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
      },
    ],
    findAccount: findAccountIn(db),
    claims: OIDC_CLAIMS,
    jwks: { keys: keys.signing },
    cookies: { keys: keys.cookies },
    pkce: { required: () => true },
    // The authorization code flow only: no tokens in the address bar.
    responseTypes: ['code'],
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderSignOutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = renderSignedOutPage();
        },
      },
      resourceIndicators: {
        enabled: true,
        // The client need not name the API: every authorization is for it.
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            scope: TEACHER_API_SCOPE,
            audience: resource,
            accessTokenTTL: config.oidc.accessTokenTtlSeconds,
            accessTokenFormat: 'opaque',
          };
        },
      },
    },
    loadExistingGrant: firstPartyGrantLoader([config.oidc.clientId]),
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    clientBasedCORS: (_ctx, origin, client) => client.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false,
    interactions: { url: (_ctx, interaction) => `${OWN_PROVIDER_PATH}/interaction/${interaction.uid}` },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderErrorPage(out.error, out.error_description);
    },
    ttl: {
      AccessToken: config.oidc.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: config.oidc.accessTokenTtlSeconds,
      Interaction: 900,
      Session: sessionTtl,
      Grant: sessionTtl,
      RefreshToken: sessionTtl,
    },
  };

  const provider = new Provider(ownIssuer(config), configuration);
  provider.proxy = trustProxy;
  return provider;
}
