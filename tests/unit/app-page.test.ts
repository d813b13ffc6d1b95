import { describe, expect, it } from 'vitest';
import type { SystemSetting } from '../../src/domain/system-setting';
import { pageWithSetting, routePages } from '../../server/services/app-page';

const template = '<!doctype html><html><head><title>Tutor Portal</title></head><body><div id="root"></div></body></html>';

describe('the page with its setting', () => {
  it('puts the setting in a JSON block at the end of the head', () => {
    const page = pageWithSetting(template, { AppSetting: { AppId: 'portal', AppSecret: 's' } } as unknown as SystemSetting);
    expect(page).toBe(
      '<!doctype html><html><head><title>Tutor Portal</title><script id="system-setting" type="application/json">{"AppSetting":{"AppId":"portal","AppSecret":"s"}}</script></head><body><div id="root"></div></body></html>',
    );
  });

  it('appends the block to a page without a head, never before its doctype', () => {
    const page = pageWithSetting('<!doctype html><title>x</title>', {} as SystemSetting);
    expect(page).toBe('<!doctype html><title>x</title><script id="system-setting" type="application/json">{}</script>');
  });

  it('escapes every < so a value cannot close the block or open markup, and the JSON still reads back the same', () => {
    const setting = { FileDomain: '</script><script>alert(1)</script><!--' } as unknown as SystemSetting;
    const page = pageWithSetting(template, setting);
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    const json = /type="application\/json">(.*?)<\/script>/.exec(page)![1]!;
    expect(JSON.parse(json)).toEqual(setting);
  });
});

describe("each route's page", () => {
  const preloads = [
    { path: '/home', scripts: ['/assets/home.page-A1.js', '/assets/app-shell-B2.js'], styles: ['/assets/home-C3.css'] },
    { path: '/classTab/*?', scripts: ['/assets/class-table.page-D4.js'], styles: [] },
    { path: '/classTab/:id', scripts: ['/assets/never-E5.js'], styles: [] },
  ];
  const pageFor = routePages(template, preloads);

  it("links the route's scripts and styles at the end of the head", () => {
    expect(pageFor('/home')).toBe(
      '<!doctype html><html><head><title>Tutor Portal</title>' +
        '<link rel="modulepreload" crossorigin href="/assets/home.page-A1.js"><link rel="modulepreload" crossorigin href="/assets/app-shell-B2.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/home-C3.css"></head><body><div id="root"></div></body></html>',
    );
  });

  it('takes the first route that matches, as the router does, and no links for a path no route matches', () => {
    expect(pageFor('/classTab/42')).toContain('class-table.page-D4.js');
    expect(pageFor('/classTab/42')).not.toContain('never-E5.js');
    expect(pageFor('/nowhere')).toBe(template);
  });

  it('keeps only the characters of a file path in a link', () => {
    const page = routePages(template, [{ path: '/x', scripts: ['/assets/a"><script>alert(1)</script>.js'], styles: [] }])('/x');
    expect(page).not.toContain('<script>');
    expect(page).toContain('href="/assets/ascriptalert1/script.js"');
  });
});
