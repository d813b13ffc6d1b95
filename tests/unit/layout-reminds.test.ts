import { describe, expect, it } from 'vitest';
import { remindOf, withOlderRemind, withRemind, type LayoutRemind } from '../../src/domain/layout-reminds';

const message = (mid: number, extra: Record<string, unknown> = {}) => ({
  mid,
  kind: 'reminder',
  type: 2,
  title: `Title ${mid}`,
  content: `Text ${mid}`,
  isRead: false,
  readTime: null,
  createTime: '2026-11-24T01:00:00.000Z',
  remind: false,
  noticeStatus: 0,
  refuseReason: '',
  reminderType: null,
  reminder: null,
  ...extra,
});

describe('layout reminders from realtime', () => {
  it("a class reminder links to the class's page and its remark; without a class, to the message", () => {
    expect(remindOf('GetTutorClassRemarkRemind', message(5, { reminder: { classid: '812' } }))).toEqual({
      id: 5,
      kind: 'classRemark',
      title: 'Title 5',
      text: 'Text 5',
      link: { label: 'Open the class and its remark', href: '/classDetail/812' },
    });
    expect(remindOf('GetTutorClassRemarkRemind', message(6, { reminder: { classid: 'x' } }))?.link).toEqual({
      label: 'See the message',
      href: '/messageView/6',
    });
  });

  it('an automatic cancellation links to its message; a self-schedule reminder to the schedule plot', () => {
    expect(remindOf('AutoEndClassNotice', message(7))?.link).toEqual({ label: 'See the message', href: '/messageView/7' });
    expect(remindOf('GetTutorSelfScheduleRemind', message(8))).toMatchObject({
      kind: 'selfSchedule',
      link: { href: '/classTab/schedule', label: 'Plot your schedule' },
    });
  });

  it('other events and payloads that are not messages make no reminder', () => {
    expect(remindOf('GetTutorSysMsg', message(9))).toBeNull();
    expect(remindOf('AutoEndClassNotice', { mid: 'x' })).toBeNull();
    expect(remindOf('AutoEndClassNotice', null)).toBeNull();
  });

  it('shows each message once, newest first, at most three; the start reminder goes last', () => {
    const r = (id: number) => remindOf('AutoEndClassNotice', message(id)) as LayoutRemind;
    let shown = withRemind([], r(1));
    shown = withRemind(shown, r(2));
    shown = withRemind(shown, r(1));
    expect(shown.map((item) => item.id)).toEqual([2, 1]);
    shown = withRemind(withRemind(shown, r(3)), r(4));
    expect(shown.map((item) => item.id)).toEqual([4, 3, 2]);
    expect(withOlderRemind([r(2)], r(9)).map((item) => item.id)).toEqual([2, 9]);
    expect(withOlderRemind(shown, r(9)).map((item) => item.id)).toEqual([4, 3, 2]);
  });
});

describe('sign-in links continue within the portal only', () => {
  it('keeps a portal path and turns anything else into /home', async () => {
    const { safeReturnPath } = await import('../../src/domain/sign-in');
    expect(safeReturnPath('/im?answer=7')).toBe('/im?answer=7');
    for (const bad of [undefined, null, '', 'https://evil.example/', '//evil.example', '/\\evil.example', 'im']) expect(safeReturnPath(bad)).toBe('/home');
  });
});
