import { describe, expect, it } from 'vitest';
import type { SystemSetting } from '../../src/domain/system-setting';
import { pageWithSetting } from '../../server/services/app-page';

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
