import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { CODE_TTL_SECONDS, VerificationMessages } from '../../src/domain/verification';
import { DemoUsers, startTestApp, type TestApp } from './harness';
import { codeIn, startMailCatcher, type MailCatcher } from './mail-catcher';

const demoEmail = 'maria.santos@example.com';
const MINUTE = 60_000;

let t: TestApp;
let mail: MailCatcher;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await startTestApp({ env: { SMTP_URL: mail.url, RATE_LIMIT_MAX: '10000' } });
});
afterAll(async () => {
  await t?.close();
  await mail?.close();
});

/** The newest SMS to `to` in the outbox (no SMS provider is configured: texts are held there). */
async function smsTo(to: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('outbox_messages')
    .select('body')
    .where('recipient', '=', to)
    .where('channel', '=', 'sms')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw new Error(`no SMS to ${to}`);
  return row.body;
}

describe('forgotten password', () => {
  it('e-mails a code, checks it, resets the password once and revokes every session', async () => {
    const before = await t.login(DemoUsers.demo2.account, DemoUsers.demo2.password);
    const email = 'joseph.reyes@example.com';
    const sent = await t.call('POST', '/api/Account/SendVerificationCode', { body: { Email: email.toUpperCase() } });
    expect(sent.json).toMatchObject({ ErrorCode: 0, Msg: VerificationMessages.resetCodeSent });
    const received = await mail.waitFor(email);
    expect(received.subject).toBe('Your password reset code');
    const code = codeIn(received.text);

    const wrong = await t.call('POST', '/api/Account/VerifyEmailCode', { body: { Email: email, Code: code === '000000' ? '111111' : '000000' } });
    expect(wrong.json.ErrorCode).toBe(ErrorCode.VerificationCodeError);
    expect((await t.call('POST', '/api/Account/VerifyEmailCode', { body: { Email: email, Code: code } })).json.ErrorCode).toBe(0);

    const short = await t.call('POST', '/api/Account/ResetPassword', { body: { Email: email, Password: 'short', Code: code } });
    expect(short.json.Msg).toBe(VerificationMessages.passwordTooShort);
    const reset = await t.call('POST', '/api/Account/ResetPassword', { body: { Email: email, Password: 'a-new-password', Code: code } });
    expect(reset.json).toMatchObject({ ErrorCode: 0, Msg: VerificationMessages.passwordReset });

    expect((await t.call('GET', '/api/account/userinfo', { token: before })).json.ErrorCode).toBe(ErrorCode.Unauthorized);
    await expect(t.login(DemoUsers.demo2.account, DemoUsers.demo2.password)).rejects.toThrow();
    expect(await t.login(DemoUsers.demo2.account, 'a-new-password')).toBeTruthy();
    // Single use: the same code cannot reset again.
    const again = await t.call('POST', '/api/Account/ResetPassword', { body: { Email: email, Password: 'another-password', Code: code } });
    expect(again.json.ErrorCode).toBe(ErrorCode.VerificationCodeError);
    await mail.waitFor(email, (m) => m.subject === 'Your password was changed');
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const count = mail.mails.length;
    const answer = await t.call('POST', '/api/Account/SendVerificationCode', { body: { Email: 'nobody@example.com' } });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ ErrorCode: 0, Msg: VerificationMessages.resetCodeSent, Body: true });
    const resend = await t.call('POST', '/api/Account/SendVerificationCode', { body: { Email: 'nobody@example.com' } });
    expect(resend.json.Msg).toBe(VerificationMessages.waitBeforeResend);
    const guess = await t.call('POST', '/api/Account/VerifyEmailCode', { body: { Email: 'nobody@example.com', Code: '123456' } });
    expect(guess.json.ErrorCode).toBe(ErrorCode.VerificationCodeError);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mail.mails.length).toBe(count);
  });

  it('refuses a resend within 60 s, an expired code, and a code after too many wrong entries; limits codes per hour with HTTP 229', async () => {
    const first = await t.call('POST', '/api/Account/SendVerificationCode', { body: { Email: demoEmail } });
    expect(first.json.ErrorCode).toBe(0);
    const firstCode = codeIn((await mail.waitFor(demoEmail)).text);
    expect((await t.call('POST', '/api/Account/SendVerificationCode', { body: { Email: demoEmail } })).json.Msg).toBe(VerificationMessages.waitBeforeResend);

    t.clock.advance(CODE_TTL_SECONDS * 1000 + 1000);
    expect((await t.call('POST', '/api/Account/VerifyEmailCode', { body: { Email: demoEmail, Code: firstCode } })).json.ErrorCode).toBe(
      ErrorCode.VerificationCodeError,
    );

    expect((await t.call('POST', '/api/Account/SendVerificationCode', { body: { Email: demoEmail } })).json.ErrorCode).toBe(0);
    const secondCode = codeIn((await mail.waitFor(demoEmail, (m) => !m.text.includes(firstCode))).text);
    for (let i = 0; i < 5; i += 1) {
      const wrong = String((Number(secondCode) + 1 + i) % 1_000_000).padStart(6, '0');
      await t.call('POST', '/api/Account/VerifyEmailCode', { body: { Email: demoEmail, Code: wrong } });
    }
    expect((await t.call('POST', '/api/Account/VerifyEmailCode', { body: { Email: demoEmail, Code: secondCode } })).json.ErrorCode).toBe(
      ErrorCode.VerificationCodeError,
    );

    let limited: { status: number; text: string } | undefined;
    for (let i = 0; i < 6 && !limited; i += 1) {
      t.clock.advance(MINUTE + 1000);
      const answer = await t.call('POST', '/api/Account/SendVerificationCode', { body: { Email: demoEmail } });
      if (answer.status === 229) limited = answer;
    }
    expect(limited?.text).toBe(VerificationMessages.tooManyCodes);
  });
});

describe('change e-mail', () => {
  it('sends a code to the new address, refuses the same address and a wrong current one, then changes it', async () => {
    const token = await t.login(DemoUsers.international.account, DemoUsers.international.password);
    const same = await t.call('POST', '/api/Account/SendChangeEmailVerificationEmail', { token, body: { Email: 'Daniel.Okafor@example.com' } });
    expect(same.json.Msg).toBe(VerificationMessages.sameEmail);
    const invalid = await t.call('POST', '/api/Account/SendChangeEmailVerificationEmail', { token, body: { Email: 'not-an-email' } });
    expect(invalid.json.Msg).toBe(VerificationMessages.emailInvalid);

    const sent = await t.call('POST', '/api/Account/SendChangeEmailVerificationEmail', { token, body: { Email: 'daniel.new@example.com' } });
    expect(sent.json).toMatchObject({ ErrorCode: 0, Msg: VerificationMessages.sendSuccess });
    const code = codeIn((await mail.waitFor('daniel.new@example.com')).text);

    // Another tutor cannot use it.
    const other = await t.login(DemoUsers.franchisee.account, DemoUsers.franchisee.password);
    const stolen = await t.call('POST', '/api/Account/ChangeTutorPrivateEmail', {
      token: other,
      body: { Email: 'ana.lim@example.com', Code: code, NewPrivateEmail: 'daniel.new@example.com' },
    });
    expect(stolen.json.ErrorCode).not.toBe(0);

    const wrongCurrent = await t.call('POST', '/api/Account/ChangeTutorPrivateEmail', {
      token,
      body: { Email: 'x@example.com', Code: code, NewPrivateEmail: 'daniel.new@example.com' },
    });
    expect(wrongCurrent.json.Msg).toBe(VerificationMessages.currentEmailWrong);
    const changed = await t.call('POST', '/api/Account/ChangeTutorPrivateEmail', {
      token,
      body: { Email: 'daniel.okafor@example.com', Code: code, NewPrivateEmail: 'daniel.new@example.com' },
    });
    expect(changed.json).toMatchObject({ ErrorCode: 0, Msg: VerificationMessages.emailChanged });
    const info = await t.call<{ email: string }>('GET', '/api/account/userinfo', { token });
    expect(info.json.Body.email).toBe('daniel.new@example.com');
    await mail.waitFor('daniel.okafor@example.com', (m) => m.subject === 'Your e-mail was changed');
  });
});

describe('phone binding and retrieving the e-mail', () => {
  it('binds a phone with the SMSed code (ErrorCode 2 when wrong), refuses another tutor the code, and remembers Remind in 6 hours', async () => {
    const token = await t.login(DemoUsers.demo.account, DemoUsers.demo.password);
    const other = await t.login(DemoUsers.franchisee.account, DemoUsers.franchisee.password);
    await t.database.db.updateTable('tutor_profiles').set({ is_need_update_phone: 1 }).where('user_id', '=', DemoUsers.demo.id).execute();
    expect((await t.call<{ showDialog: boolean }>('POST', '/api/teachInfo/PhoneBindingState', { token })).json.Body.showDialog).toBe(true);

    expect((await t.call('POST', '/api/teachInfo/RemindMeLater', { token })).json.Msg).toBe(VerificationMessages.remindLaterSaved);
    expect((await t.call<{ showDialog: boolean }>('POST', '/api/teachInfo/PhoneBindingState', { token })).json.Body.showDialog).toBe(false);
    t.clock.advance(6 * 3600_000 + 1000);
    expect((await t.call<{ showDialog: boolean }>('POST', '/api/teachInfo/PhoneBindingState', { token })).json.Body.showDialog).toBe(true);

    const missing = await t.call('POST', '/api/teachInfo/SendVerificationCode', { token, body: { countryCode: '63', phone: '' } });
    expect(missing.json.Msg).toBe(VerificationMessages.required);
    const sent = await t.call('POST', '/api/teachInfo/SendVerificationCode', { token, body: { countryCode: '63', phone: '917-555-0101' } });
    expect(sent.json).toMatchObject({ ErrorCode: 0, Msg: VerificationMessages.sendSuccess });
    const code = codeIn(await smsTo('+639175550101'));

    const wrong = await t.call('POST', '/api/teachInfo/BindTutorPhone', {
      token,
      body: { countryCode: '63', phone: '9175550101', verificationCode: code === '000000' ? '000001' : '000000' },
    });
    expect(wrong.json.ErrorCode).toBe(ErrorCode.VerificationCodeError);
    const stolen = await t.call('POST', '/api/teachInfo/BindTutorPhone', {
      token: other,
      body: { countryCode: '63', phone: '9175550101', verificationCode: code },
    });
    expect(stolen.json.ErrorCode).toBe(ErrorCode.VerificationCodeError);

    // The stolen attempt spent nothing of the owner's but counted as a wrong entry; the owner's right code still binds.
    const bound = await t.call('POST', '/api/teachInfo/BindTutorPhone', { token, body: { countryCode: '63', phone: '917-555-0101', verificationCode: code } });
    expect(bound.json).toMatchObject({ ErrorCode: 0, Msg: VerificationMessages.bindingSuccess });
    const state = await t.call<{ showDialog: boolean; bound: boolean; maskedPhone: string }>('POST', '/api/teachInfo/PhoneBindingState', { token });
    expect(state.json.Body).toMatchObject({ showDialog: false, bound: true, maskedPhone: '******0101' });
    const reuse = await t.call('POST', '/api/teachInfo/BindTutorPhone', { token, body: { countryCode: '63', phone: '9175550101', verificationCode: code } });
    expect(reuse.json.ErrorCode).toBe(ErrorCode.VerificationCodeError);
  });

  it('SMSes the sign-in e-mail to the bound phone only when Tuid and phone match, answering the same either way', async () => {
    const wrong = await t.call('POST', '/api/Account/VerifyTutorInfo', { body: { Tuid: DemoUsers.demo.id, Phone: '9170000000' } });
    const right = await t.call('POST', '/api/Account/VerifyTutorInfo', { body: { Tuid: DemoUsers.demo.id, Phone: '+63 917 555 0101' } });
    expect(wrong.json).toEqual(right.json);
    expect(right.json.Msg).toBe(VerificationMessages.retrieveEmailSent);
    expect(await smsTo('+639175550101')).toContain(demoEmail);
    const none = await t.database.db.selectFrom('outbox_messages').select('id').where('recipient', '=', '+639170000000').execute();
    expect(none).toEqual([]);
  });

  it('shows held messages on the staff outbox (staff only) and on the development outbox', async () => {
    const staff = await t.login(DemoUsers.staff.account, DemoUsers.staff.password);
    const tutor = await t.login(DemoUsers.demo.account, DemoUsers.demo.password);
    const page = await t.call<{ items: Array<{ channel: string; status: string; recipient: string }>; total: number }>('GET', '/api/Staff/Outbox', {
      token: staff,
      query: { recipient: '+639175550101' },
    });
    expect(page.json.Body.items[0]).toMatchObject({ channel: 'sms', status: 'held' });
    expect((await t.call('GET', '/api/Staff/Outbox', { token: tutor })).json.ErrorCode).toBe(ErrorCode.Forbidden);
    const dev = await t.call<{ total: number }>('GET', '/api/Dev/Outbox', { sign: false });
    expect(dev.json.Body.total).toBeGreaterThan(0);
  });
});
