import { describe, expect, it } from 'vitest';
import { isWhiteListedHost } from '../../src/domain/redirect-policy';
import { hasProviderResponse, isWithinClockSkew, renewalDelayMs } from '../../src/domain/single-sign-on';

describe('single sign-on rules', () => {
  it('renews 60 s before expiry, or halfway through a token of two minutes or less', () => {
    expect(renewalDelayMs(3600)).toBe(3_540_000);
    expect(renewalDelayMs(121)).toBe(61_000);
    expect(renewalDelayMs(120)).toBe(60_000);
    expect(renewalDelayMs(12)).toBe(6_000);
    expect(renewalDelayMs(0)).toBe(0);
    expect(renewalDelayMs(-5)).toBe(0);
  });

  it('accepts ID token times within 300 s of this clock and refuses others', () => {
    const now = 1_800_000_000;
    expect(isWithinClockSkew({ iat: now - 300, exp: now + 60 }, now)).toBe(true);
    expect(isWithinClockSkew({ iat: now + 300, exp: now + 900 }, now)).toBe(true);
    expect(isWithinClockSkew({ iat: now - 301, exp: now + 60 }, now)).toBe(false);
    expect(isWithinClockSkew({ iat: now + 301, exp: now + 900 }, now)).toBe(false);
    expect(isWithinClockSkew({ iat: now - 200, exp: now - 301 }, now)).toBe(false);
    expect(isWithinClockSkew({}, now)).toBe(true);
  });

  it("tells the provider's answer (code or error, with state) from a bare callback address", () => {
    expect(hasProviderResponse('https://t.example/oidc-callback?code=a&state=b')).toBe(true);
    expect(hasProviderResponse('/oidc-callback?error=access_denied&state=b')).toBe(true);
    expect(hasProviderResponse('/oidc-callback?code=a')).toBe(false);
    expect(hasProviderResponse('/oidc-callback')).toBe(false);
    expect(hasProviderResponse('/oidc-callback#code=a&state=b')).toBe(false);
  });

  it('carries a token only to a host the whitelist names, over https unless the entry says otherwise', () => {
    const whiteList = [
      { domain: 'main.example.com', redirect: false, level: 1 },
      { domain: 'http://intranet.example', redirect: false, level: 2 },
    ];
    expect(isWhiteListedHost('https://main.example.com/redirect?access_token=t', whiteList)).toBe(true);
    expect(isWhiteListedHost('http://intranet.example/redirect', whiteList)).toBe(true);
    expect(isWhiteListedHost('http://main.example.com/redirect', whiteList)).toBe(false);
    expect(isWhiteListedHost('https://main.example.com.evil.example/redirect', whiteList)).toBe(false);
    expect(isWhiteListedHost('https://user@main.example.com/redirect', whiteList)).toBe(false);
    expect(isWhiteListedHost('https://other.example/redirect', whiteList)).toBe(false);
    expect(isWhiteListedHost('not a url', whiteList)).toBe(false);
  });
});
