import { describe, expect, it } from 'vitest';
import { StaffAdminMessages, staffAccountDraftError, staffChangeRefusal, staffSettingError } from '../../src/domain/staff-admin';

describe('staff admin rules', () => {
  const draft = { FirstName: 'Liza', LastName: 'Ramos', Email: 'liza@example.com', Account: 'liza.r', Role: 'staff' as const, Password: 'long-enough' };

  it('checks a new staff account', () => {
    expect(staffAccountDraftError(draft)).toBeNull();
    expect(staffAccountDraftError({ ...draft, LastName: ' ' })).toBe(StaffAdminMessages.nameRequired);
    expect(staffAccountDraftError({ ...draft, Email: 'liza' })).toBe(StaffAdminMessages.emailInvalid);
    expect(staffAccountDraftError({ ...draft, Account: 'li' })).toBe(StaffAdminMessages.loginInvalid);
    expect(staffAccountDraftError({ ...draft, Role: 'teacher' as never })).toBe(StaffAdminMessages.roleInvalid);
    expect(staffAccountDraftError({ ...draft, Password: 'short' })).toMatch(/at least 8/);
  });

  it('keeps an admin from demoting or disabling themselves, and the last enabled admin an admin', () => {
    const adminTarget = { Id: 2, Role: 'admin' as const, Disabled: false };
    expect(staffChangeRefusal({ kind: 'disable' }, adminTarget, 2, 3)).toBe(StaffAdminMessages.notSelfDisable);
    expect(staffChangeRefusal({ kind: 'role', role: 'staff' }, adminTarget, 2, 3)).toBe(StaffAdminMessages.notSelfDemote);
    expect(staffChangeRefusal({ kind: 'role', role: 'staff' }, adminTarget, 5, 1)).toBe(StaffAdminMessages.lastAdmin);
    expect(staffChangeRefusal({ kind: 'disable' }, adminTarget, 5, 1)).toBe(StaffAdminMessages.lastAdmin);
    expect(staffChangeRefusal({ kind: 'role', role: 'staff' }, adminTarget, 5, 2)).toBeNull();
    expect(staffChangeRefusal({ kind: 'disable' }, { ...adminTarget, Role: 'staff' }, 5, 1)).toBeNull();
    expect(staffChangeRefusal({ kind: 'role', role: 'staff' }, { ...adminTarget, Disabled: true }, 5, 1)).toBeNull();
  });

  it('checks each setting by its shape', () => {
    expect(staffSettingError('FileDomain', '')).toBeNull();
    expect(staffSettingError('FileDomain', 'https://files.example.com')).toBeNull();
    expect(staffSettingError('NasFileHost', 'javascript:alert(1)')).toBe(StaffAdminMessages.urlInvalid);
    expect(staffSettingError('SignalrNoticeHubUrl', 'wss://hub.example.com/hubs/notice')).toBeNull();
    expect(staffSettingError('SignalrNoticeHubUrl', '')).toBe(StaffAdminMessages.hubUrlInvalid);
    expect(staffSettingError('Hosts', { main: '', pay: 'https://pay.example.com/' })).toBeNull();
    expect(staffSettingError('Hosts', ['https://pay.example.com'])).toBe(StaffAdminMessages.valueInvalid);
    expect(staffSettingError('FileDirectory', { avatar: '/files/avatar', cdn: 'https://cdn.example.com/m' })).toBeNull();
    expect(staffSettingError('WhiteList', [{ domain: 'tutor.example.com:8443', redirect: true, level: 2 }])).toBeNull();
    expect(staffSettingError('WhiteList', [{ domain: 'tutor.example.com/x', redirect: true, level: 2 }])).toBe(StaffAdminMessages.whiteListDomainInvalid);
    expect(
      staffSettingError('WhiteList', [
        { domain: 'a.example.com', redirect: false, level: 1 },
        { domain: 'b.example.com', redirect: false, level: 1 },
      ]),
    ).toBe(StaffAdminMessages.whiteListMainCount);
    expect(staffSettingError('WhiteList', [{ domain: 'a.example.com', redirect: false, level: 1, extra: 1 }])).toBe(StaffAdminMessages.valueInvalid);
    expect(staffSettingError('AuthorityUrl', 'https://id.example.com')).toBe(StaffAdminMessages.settingUnknown);
  });
});
