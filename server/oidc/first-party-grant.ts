import type { Grant, KoaContextWithOIDC } from 'oidc-provider';

/**
 * `loadExistingGrant` for a provider whose clients are all the portal's own: the tutor is never
 * asked to consent to the portal reading their own data. The grant (existing or new) is topped up
 * with whatever the request asks for, so the consent prompt never finds anything missing.
 * A client outside `firstPartyClientIds` keeps the library's default behaviour.
 */
export function firstPartyGrantLoader(firstPartyClientIds: readonly string[]) {
  return async (ctx: KoaContextWithOIDC): Promise<Grant | undefined> => {
    const { oidc } = ctx;
    const client = oidc.client;
    const session = oidc.session;
    if (!client || !session) return undefined;
    const grantId = oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
    const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
    if (!firstPartyClientIds.includes(client.clientId)) return existing;
    if (!session.accountId) return existing;

    const grant = existing ?? new oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
    const oidcScopes = [...oidc.requestParamOIDCScopes].join(' ');
    if (oidcScopes) grant.addOIDCScope(oidcScopes);
    for (const [indicator, resourceServer] of Object.entries(oidc.resourceServers ?? {})) {
      const scope = [...oidc.requestParamScopes].filter((name) => resourceServer.scopes.has(name)).join(' ');
      if (scope) grant.addResourceScope(indicator, scope);
    }
    await grant.save();
    return grant;
  };
}
