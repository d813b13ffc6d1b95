import { describe, expect, it } from 'vitest';
import { decideRedirect, isRedirectAllowed, type RedirectPolicy } from '../../src/domain/redirect-policy';

const policy: RedirectPolicy = {
  currentOrigin: 'https://tutor.example.com',
  whiteList: [
    { domain: 'portal.example.com', redirect: true, level: 1 },
    { domain: 'https://classes.example.com/', redirect: true, level: 0 },
    { domain: '*.partner.example.org', redirect: true, level: 0 },
    { domain: 'reports.example.com:8443', redirect: true, level: 0 },
    { domain: 'http://intranet.example.net', redirect: true, level: 0 },
    { domain: 'files.example.com', redirect: false, level: 0 },
  ],
};

describe('redirect policy: what may be followed', () => {
  it.each([
    ['/home', '/home'],
    ['/classDetail/5?tab=1#notes', '/classDetail/5?tab=1#notes'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
    ['https://tutor.example.com/message/3', '/message/3'],
  ])('a path on this origin: %s', (redirectUrl, target) => {
    expect(decideRedirect(redirectUrl, policy)).toEqual({ allowed: true, target, sameOrigin: true });
  });

  it.each([
    ['https://portal.example.com/home?x=1', 'https://portal.example.com/home?x=1'],
    ['https://PORTAL.Example.com/home', 'https://portal.example.com/home'],
    ['https://classes.example.com/classTable', 'https://classes.example.com/classTable'],
    ['https://a.partner.example.org/x', 'https://a.partner.example.org/x'],
    ['https://reports.example.com:8443/r', 'https://reports.example.com:8443/r'],
    ['http://intranet.example.net/wiki', 'http://intranet.example.net/wiki'],
  ])('an address on a whitelisted host: %s', (redirectUrl, target) => {
    expect(decideRedirect(redirectUrl, policy)).toEqual({ allowed: true, target, sameOrigin: false });
  });
});

describe('redirect policy: what is refused', () => {
  it.each([
    ['empty', ''],
    ['not a string', 42],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with three slashes', '///evil.com'],
    ['protocol-relative to a whitelisted host', '//portal.example.com/home'],
    ['backslash after the slash', '/\\evil.com'],
    ['two backslashes', '\\\\evil.com'],
    ['backslash inside an absolute address', 'https://portal.example.com\\@evil.com'],
    ['a tab the browser would drop', '/\t/evil.com'],
    ['a newline the browser would drop', '/\n/evil.com'],
    ['a leading space', ' //evil.com'],
    ['a line separator', '/\u2028/evil.com'],
    ['javascript', 'javascript:alert(document.cookie)'],
    ['javascript, mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript with an encoded newline', 'javascript://%0aalert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['ftp on a whitelisted host', 'ftp://portal.example.com/'],
    ['a host off the list', 'https://evil.com/home'],
    ['a bare host name', 'evil.com'],
    ['a relative path', 'home'],
    ['scheme without slashes', 'https:evil.com'],
    ['scheme with one slash', 'https:/evil.com'],
    ['user info naming the whitelisted host', 'https://portal.example.com@evil.com/'],
    ['user info on the whitelisted host', 'https://evil.com@portal.example.com/'],
    ['user and password on the whitelisted host', 'https://user:pass@portal.example.com/'],
    ['a whitelisted name as a subdomain of another', 'https://portal.example.com.evil.com/'],
    ['a look-alike host', 'https://evilportal.example.com/'],
    ['the apex of a wildcard entry', 'https://partner.example.org/'],
    ['plain http to a host listed without a scheme', 'http://portal.example.com/home'],
    ['another port on a host listed without one', 'https://portal.example.com:8443/'],
    ['another port than the listed one', 'https://reports.example.com:9443/'],
    ['a host listed with redirect turned off', 'https://files.example.com/a.pdf'],
    ['an encoded protocol-relative address', '%2F%2Fevil.com'],
    ['too long', `/${'a'.repeat(3000)}`],
  ])('%s', (_name, redirectUrl) => {
    expect(decideRedirect(redirectUrl, policy)).toEqual({ allowed: false });
    expect(isRedirectAllowed(redirectUrl, policy)).toBe(false);
  });

  it('refuses every cross-origin address when the whitelist is empty', () => {
    expect(isRedirectAllowed('https://portal.example.com/home', { ...policy, whiteList: [] })).toBe(false);
    expect(isRedirectAllowed('/home', { ...policy, whiteList: [] })).toBe(true);
  });

  it('ignores malformed whitelist entries instead of matching them loosely', () => {
    const loose: RedirectPolicy = {
      currentOrigin: policy.currentOrigin,
      whiteList: [
        { domain: '', redirect: true, level: 0 },
        { domain: 'evil.com@portal.example.com', redirect: true, level: 0 },
        { domain: '*', redirect: true, level: 0 },
      ],
    };
    expect(isRedirectAllowed('https://evil.com/', loose)).toBe(false);
    expect(isRedirectAllowed('https://portal.example.com/', loose)).toBe(false);
  });
});
