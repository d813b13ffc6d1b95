import { describe, expect, it } from 'vitest';
import { ReferralMessages, TUTOR_SOURCE_REFERRAL, applicationErrors } from '../../src/domain/referrals';

const form = { FirstName: 'Ana', LastName: 'Cruz', Email: 'ana@example.com', SkyID: '', MobileNumber: '0917', Country: 'Philippines' };

describe('the tutor application rules (growth-account.md §3)', () => {
  it('fixes TutorSource at 12', () => expect(TUTOR_SOURCE_REFERRAL).toBe(12));
  it('requires the names, e-mail, mobile and country; SkyID may be blank', () => {
    expect(applicationErrors(form)).toEqual({});
    expect(applicationErrors({ ...form, FirstName: ' ', Country: '' })).toEqual({ FirstName: ReferralMessages.required, Country: ReferralMessages.required });
    expect(applicationErrors({ ...form, Email: 'ana@' })).toEqual({ Email: ReferralMessages.emailInvalid });
  });
});
