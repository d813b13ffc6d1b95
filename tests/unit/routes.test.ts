import { describe, expect, it } from 'vitest';
import { crossHostTarget, hasDesktopClientMarker, isSafeLocalRedirect, parseHashLogin, withHandOverCode } from '../../src/domain/navigation';
import { isAdminRole, isPublicPath, matchesPattern, notAllowedTarget, routesForRoles } from '../../src/domain/routes';

describe('route access', () => {
  const routes = [
    { path: '/home', roles: ['teacher'] },
    { path: '/staff/messages', roles: ['staff'] },
    { path: '/classDetail/:id', roles: ['teacher'] },
  ];

  it('gives admin the staff routes (a staff role with more), and each role the routes that list it', () => {
    expect(routesForRoles(routes, ['admin']).map((r) => r.path)).toEqual(['/staff/messages']);
    expect(routesForRoles(routes, ['Admin', 'teacher'])).toHaveLength(3);
    expect(routesForRoles(routes, ['teacher']).map((r) => r.path)).toEqual(['/home', '/classDetail/:id']);
    expect(routesForRoles(routes, ['staff']).map((r) => r.path)).toEqual(['/staff/messages']);
    expect(routesForRoles(routes, [])).toEqual([]);
  });

  it('sends staff and admin without the teacher role from /home to the console, never to a tutor page', () => {
    expect(notAllowedTarget('/home', ['admin'], '/404')).toBe('/staff');
    expect(notAllowedTarget('/home', ['staff'], '/404')).toBe('/staff');
    expect(notAllowedTarget('/serviceFee', ['admin'], '/404')).toBe('/404');
    expect(notAllowedTarget('/home', ['admin', 'teacher'], '/404')).toBe('/404');
    expect(isAdminRole(['ADMIN'])).toBe(true);
    expect(isAdminRole(['staff', 'teacher'])).toBe(false);
  });

  it('matches parameters and ignores case and trailing slashes', () => {
    expect(matchesPattern('/classDetail/:id', '/classdetail/42')).toBe(true);
    expect(matchesPattern('/classDetail/:id', '/classDetail')).toBe(false);
    expect(matchesPattern('/home', '/home/')).toBe(true);
    expect(matchesPattern('/message/*?', '/message')).toBe(true);
    expect(matchesPattern('/message/*?', '/message/remind')).toBe(true);
  });

  it('knows the public paths', () => {
    expect(isPublicPath('/login')).toBe(true);
    expect(isPublicPath('/oidc-callback')).toBe(true);
    expect(isPublicPath('/home')).toBe(false);
  });
});

describe('navigation rules', () => {
  it('parses a hash login keeping redirectUrl', () => {
    expect(parseHashLogin('#access_token=abc&expires_in=120&redirectUrl=%2FclassTab')).toEqual({
      token: 'abc',
      expiresIn: 120,
      redirectUrl: '/classTab',
    });
    expect(parseHashLogin('#section-2')).toBeNull();
  });

  it('spots the desktop client marker in the query or the hash', () => {
    expect(hasDesktopClientMarker({ path: '/home', search: 'client=tutorclient', hash: '' })).toBe(true);
    expect(hasDesktopClientMarker({ path: '/home', search: '', hash: 'client=tutorclient' })).toBe(true);
    expect(hasDesktopClientMarker({ path: '/home', search: 'client=web', hash: '' })).toBe(false);
  });

  it('follows only local redirects', () => {
    expect(isSafeLocalRedirect('/classTab?week=2')).toBe(true);
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '']) {
      expect(isSafeLocalRedirect(bad)).toBe(false);
    }
  });

  it('sends a path whose menu host is elsewhere to that host, without the token', () => {
    const target = crossHostTarget({
      path: '/serviceFee',
      currentOrigin: 'https://tutor.example.com',
      hosts: { pay: 'https://pay.example.com' },
      menu: [
        { name: 'Service Fee', routeName: 'serviceFee', type: 0, isShow: true, filterName: '', url: 'https://pay.example.com/serviceFee', hostKey: 'pay' },
      ],
      whiteList: [],
      isDesktopClient: true,
    });
    expect(target).toBe('https://pay.example.com/redirect?redirectUrl=%2FserviceFee&client=tutorclient');
  });

  it('sends a secondary whitelisted host to the main (level 1) domain', () => {
    const target = crossHostTarget({
      path: '/home',
      currentOrigin: 'https://cn.tutor.example.com',
      hosts: {},
      menu: [],
      whiteList: [
        { domain: 'tutor.example.com', redirect: false, level: 1 },
        { domain: 'cn.tutor.example.com', redirect: true, level: 2 },
      ],
      isDesktopClient: false,
    });
    expect(target).toBe('https://tutor.example.com/redirect?redirectUrl=%2Fhome');
  });

  it('uses an absolute menu url when the entry has no host key', () => {
    const target = crossHostTarget({
      path: '/serviceFee',
      currentOrigin: 'https://tutor.example.com',
      hosts: {},
      menu: [{ name: 'Service Fee', routeName: 'serviceFee', type: 0, isShow: true, filterName: '', url: 'https://pay.example.com/serviceFee' }],
      whiteList: [],
      isDesktopClient: false,
    });
    expect(target).toBe('https://pay.example.com/redirect?redirectUrl=%2FserviceFee');
  });

  it('stays when the host is this one', () => {
    expect(
      crossHostTarget({
        path: '/home',
        currentOrigin: 'https://a.example',
        hosts: { main: '' },
        menu: [{ name: 'Dashboard', routeName: 'home', type: 0, isShow: true, filterName: '', url: '/home', hostKey: 'main' }],
        whiteList: [],
        isDesktopClient: false,
      }),
    ).toBeNull();
  });

  it('adds the one-time hand-over code to the cross-host address', () => {
    expect(withHandOverCode('https://pay.example.com/redirect?redirectUrl=%2FserviceFee&client=tutorclient', 'c/1+')).toBe(
      'https://pay.example.com/redirect?redirectUrl=%2FserviceFee&client=tutorclient&code=c%2F1%2B',
    );
  });
});
