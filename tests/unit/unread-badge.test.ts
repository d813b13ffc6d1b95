import { describe, expect, it } from 'vitest';
import { MessageCategory, MessageKind, categoryOfKind, unreadBadgeText } from '../../src/domain/message-kinds';

describe('unread badge', () => {
  it('shows the count up to 99 and 99+ above', () => {
    expect([0, 1, 99, 100, 250].map(unreadBadgeText)).toEqual(['', '1', '99', '99+', '99+']);
  });
});

describe('message categories', () => {
  it('lists each kind under its tab', () => {
    expect(categoryOfKind(MessageKind.classNotice)).toBe(MessageCategory.notice);
    expect(categoryOfKind(MessageKind.system)).toBe(MessageCategory.notice);
    expect(categoryOfKind(MessageKind.reminder)).toBe(MessageCategory.remind);
    expect(categoryOfKind(MessageKind.selfSchedule)).toBe(MessageCategory.remind);
    expect(categoryOfKind(MessageKind.attendance)).toBe(MessageCategory.warning);
    expect(categoryOfKind(MessageKind.levelUp)).toBe(MessageCategory.levelUp);
  });
});
