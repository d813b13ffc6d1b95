import { afterEach, describe, expect, it } from 'vitest';
import { takeInlineSetting } from '../../src/services/inline-setting';

function pageWith(text: string) {
  const block = document.createElement('script');
  block.id = 'system-setting';
  block.type = 'application/json';
  block.textContent = text;
  document.head.append(block);
}

describe('the setting the page came with', () => {
  afterEach(() => document.getElementById('system-setting')?.remove());

  it('is read once: the block goes, and the next read finds none', () => {
    pageWith('{"AppSetting":{"AppId":"portal","AppSecret":"s"},"IsEnableSignalrNotice":true}');
    expect(takeInlineSetting(document)).toEqual({ AppSetting: { AppId: 'portal', AppSecret: 's' }, IsEnableSignalrNotice: true });
    expect(document.getElementById('system-setting')).toBeNull();
    expect(takeInlineSetting(document)).toBeNull();
  });

  it('is none when the page has no block or it does not read as an object', () => {
    expect(takeInlineSetting(document)).toBeNull();
    pageWith('{"AppSetting":');
    expect(takeInlineSetting(document)).toBeNull();
    pageWith('null');
    expect(takeInlineSetting(document)).toBeNull();
  });
});
