import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractMessages, ContractStep } from '../../src/domain/contract';
import { ErrorCode } from '../../src/domain/error-codes';
import { Messages } from '../../src/domain/messages';
import { VerificationMessages } from '../../src/domain/verification';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';
import { codeIn, startMailCatcher, type MailCatcher } from './mail-catcher';
import { pdfText } from '../support/pdf-text';
import { ContractPopoutTutor } from '../../server/seed/widget-dialogs.seed';

interface Info {
  auditStatus: number;
  auditStatusText: string;
  auditReason: string;
  isCustomized: boolean;
  draft: { typedName: string } | null;
  signature: {
    id: number;
    signedAt: string;
    typedName: string;
    verifiedChannel: string;
    verifiedTarget: string;
    documentSha256: string;
    downloadUrl: string;
  } | null;
  contract?: { title: string; paragraphs: string[] };
}

describe(`contract signing (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let mail: MailCatcher;
  let demo: string;
  let staff: string;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await startTestApp({ env: { SMTP_URL: mail.url } });
    demo = await t.login('demo', DemoUsers.demo.password);
    staff = await t.login('staff', DemoUsers.staff.password);
  });
  afterAll(async () => {
    await t?.close();
    await mail?.close();
  });

  const info = async (token: string) => (await t.call<Info>('GET', '/api/TutorComm/GetContractInfo', { token, query: { isCustomized: false } })).json.Body;

  it('signs by e-mail code into a stored PDF with the typed name, the time, the verified e-mail and an audit page with the SHA-256 and every step', async () => {
    const first = await info(demo);
    expect(first).toMatchObject({ auditStatus: -1, auditStatusText: 'Not signed', draft: null, signature: null });
    expect(first.contract?.title).toBe('Tutor Services Agreement');
    // The demo data answered the pop-out for every tutor but its own (server/seed/widget-dialogs.seed.ts).
    expect((await t.call<boolean>('POST', '/api/TutorComm/GetIsShowPopoutByContract', { token: demo })).json.Body).toBe(false);

    const save = (TypedName: string, Agreed = true) => t.call('POST', '/api/TutorComm/SaveContractInfo', { token: demo, body: { TypedName, Agreed } });
    expect((await save('')).json.Msg).toBe(ContractMessages.typedNameRequired);
    expect((await save('Someone Else')).json.Msg).toBe(ContractMessages.typedNameMismatch);
    expect((await save('Maria Santos', false)).json.Msg).toBe(ContractMessages.mustAgree);
    expect((await t.call('POST', '/api/TutorComm/SignContractVerifyCodeByEmail', { token: demo, body: { EmailCode: '123456' } })).json.Msg).toBe(
      ContractMessages.saveFirst,
    );
    expect((await save('  maria   SANTOS ')).json.ErrorCode).toBe(0);

    const sent = await t.call('POST', '/api/teachInfo/SendVerificationCodeByEmail', { token: demo });
    expect(sent.json.Msg).toBe(VerificationMessages.sendSuccess);
    const code = codeIn((await mail.waitFor('maria.santos@example.com', (m) => m.subject === 'Your contract signing code')).text);
    const wrong = await t.call('POST', '/api/TutorComm/SignContractVerifyCodeByEmail', {
      token: demo,
      body: { EmailCode: code === '000000' ? '000001' : '000000' },
    });
    expect(wrong.json.ErrorCode).toBe(ErrorCode.VerificationCodeError);

    const signed = await t.call<Info>('POST', '/api/TutorComm/SignContractVerifyCodeByEmail', { token: demo, body: { EmailCode: code } });
    expect(signed.json).toMatchObject({ ErrorCode: 0, Msg: ContractMessages.signed });
    const signature = signed.json.Body.signature!;
    expect(signed.json.Body).toMatchObject({ auditStatus: 0, auditStatusText: 'Auditing', draft: null });
    expect(signature).toMatchObject({ typedName: 'maria   SANTOS', verifiedChannel: 'email', verifiedTarget: 'ma***@example.com' });
    expect((await t.call('POST', '/api/TutorComm/SignContractVerifyCodeByEmail', { token: demo, body: { EmailCode: code } })).json.Msg).toBe(
      ContractMessages.alreadySigned,
    );

    const download = await t.app.inject({ method: 'GET', url: signature.downloadUrl });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const pdf = download.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBeGreaterThanOrEqual(2);
    const text = pdfText(pdf);
    expect(text).toContain('Signed by: maria SANTOS (tutor ID 100231)');
    expect(text).toContain(`Signed at: ${signature.signedAt} (UTC)`);
    expect(text).toContain('Identity verified by e-mail: ma***@example.com');
    expect(text).toContain(signature.documentSha256);
    for (const step of [ContractStep.viewed, ContractStep.saved, ContractStep.codeSent, ContractStep.codeFailed, ContractStep.verified, ContractStep.signed]) {
      expect(text).toContain(step);
    }
    expect(text).toMatch(/address 127\.0\.0\.1/);

    const other = await t.login('demo2', DemoUsers.demo2.password);
    const fileRef = /File\/([0-9a-f]+)/.exec(signature.downloadUrl)![1]!;
    const stolen = await t.app.inject({ method: 'GET', url: `/api/Upload/File/${fileRef}`, headers: { authorization: `Bearer ${other}` } });
    expect(stolen.statusCode).toBe(404);
    expect((await info(other)).signature).toBeNull();
  });

  it('lets staff pass or fail the audit with a reason (audited, the tutor told); a failed contract is signed again into a new file', async () => {
    expect((await t.call('POST', '/api/Staff/AuditContract', { token: demo, body: { Tuid: DemoUsers.demo.id, Status: 1 } })).json.ErrorCode).toBe(
      ErrorCode.Forbidden,
    );
    expect((await t.call('POST', '/api/Staff/AuditContract', { token: staff, body: { Tuid: DemoUsers.demo.id, Status: 2 } })).json.Msg).toBe(
      ContractMessages.reasonRequired,
    );
    const failed = await t.call<Info>('POST', '/api/Staff/AuditContract', {
      token: staff,
      body: { Tuid: DemoUsers.demo.id, Status: 2, Reason: 'The name is not the one on your ID.' },
    });
    expect(failed.json.Body).toMatchObject({ auditStatus: 2, auditStatusText: 'Audit failed', auditReason: 'The name is not the one on your ID.' });
    const audit = await t.database.db.selectFrom('audit_log').selectAll().where('subject_type', '=', 'contract').execute();
    expect(audit.map((row) => [row.action, JSON.parse(row.before_json!), JSON.parse(row.after_json!)])).toEqual([
      ['contract.audit', { status: 0 }, { status: 2, reason: 'The name is not the one on your ID.' }],
    ]);
    const message = await t.database.db
      .selectFrom('messages')
      .select('title')
      .where('tutor_id', '=', DemoUsers.demo.id)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(message?.title).toBe('Contract: Audit failed');

    const firstSignature = (await info(demo)).signature!;
    t.clock.advance(61_000);
    await t.call('POST', '/api/TutorComm/SaveContractInfo', { token: demo, body: { TypedName: 'Maria Santos', Agreed: true } });
    await t.call('POST', '/api/teachInfo/SendVerificationCodeByEmail', { token: demo });
    const code = codeIn((await mail.waitFor('maria.santos@example.com', (m) => m.subject === 'Your contract signing code')).text);
    const again = await t.call<Info>('POST', '/api/TutorComm/SignContractVerifyCodeByEmail', { token: demo, body: { EmailCode: code } });
    expect(again.json.Body.signature!.id).not.toBe(firstSignature.id);
    const files = await t.database.db
      .selectFrom('stored_files')
      .select('file_ref')
      .where('owner_id', '=', DemoUsers.demo.id)
      .where('module_name', '=', 'ElectronicallySigned')
      .execute();
    expect(files).toHaveLength(2);

    const passed = await t.call<Info>('POST', '/api/Staff/AuditContract', { token: staff, body: { Tuid: DemoUsers.demo.id, Status: 1 } });
    expect(passed.json.Body).toMatchObject({ auditStatus: 1, auditStatusText: 'Audit Passed' });
    expect((await t.call('POST', '/api/Staff/AuditContract', { token: staff, body: { Tuid: DemoUsers.demo.id, Status: 1 } })).json.Msg).toBe(
      ContractMessages.notAuditing,
    );
  });

  it('signs by a code SMSed to the bound phone only, and follows the Sign Contract rules', async () => {
    const intl = await t.login('intl', DemoUsers.international.password);
    await t.call('POST', '/api/TutorComm/SaveContractInfo', { token: intl, body: { TypedName: 'Daniel Okafor', Agreed: true } });
    expect((await t.call<{ hasPhone: boolean }>('POST', '/api/TutorComm/SignPhoneInfo', { token: intl })).json.Body.hasPhone).toBe(false);
    const unbound = await t.call('POST', '/api/TutorComm/SignContractVerifyCode', {
      token: intl,
      body: { countryCode: '234', phone: '8031234567', verificationCode: '123456' },
    });
    expect(unbound.json.Msg).toBe(VerificationMessages.noVerifiedPhone);

    const smsCode = async () => {
      const row = await t.database.db
        .selectFrom('outbox_messages')
        .select('body')
        .where('recipient', '=', '+2348031234567')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return codeIn(row.body);
    };
    await t.call('POST', '/api/teachInfo/SendVerificationCode', { token: intl, body: { countryCode: '234', phone: '8031234567' } });
    await t.call('POST', '/api/teachInfo/BindTutorPhone', {
      token: intl,
      body: { countryCode: '234', phone: '8031234567', verificationCode: await smsCode() },
    });
    expect((await t.call('POST', '/api/TutorComm/SignPhoneInfo', { token: intl })).json.Body).toEqual({
      hasPhone: true,
      countryCode: '234',
      maskedPhone: '******4567',
    });
    const otherPhone = await t.call('POST', '/api/TutorComm/SignContractVerifyCode', {
      token: intl,
      body: { countryCode: '63', phone: '9170000000', verificationCode: '123456' },
    });
    expect(otherPhone.json.Msg).toBe(VerificationMessages.phoneNotBound);

    t.clock.advance(61_000);
    await t.call('POST', '/api/teachInfo/SendVerificationCode', { token: intl, body: { countryCode: '234', phone: '8031234567' } });
    const signed = await t.call<Info>('POST', '/api/TutorComm/SignContractVerifyCode', {
      token: intl,
      body: { countryCode: '234', phone: '803-123-4567', verificationCode: await smsCode() },
    });
    expect(signed.json.Body).toMatchObject({ auditStatus: 0, isCustomized: true, signature: { verifiedChannel: 'phone', verifiedTarget: '+234 ******4567' } });

    const needsInfo = await t.login('demo2', DemoUsers.demo2.password);
    expect((await t.call('POST', '/api/TutorComm/SaveContractInfo', { token: needsInfo, body: { TypedName: 'Joseph Reyes', Agreed: true } })).json.Msg).toBe(
      Messages.personalInfoAsap,
    );
    const awaiting = await t.login('franchisee', DemoUsers.franchisee.password);
    expect((await t.call('POST', '/api/TutorComm/SaveContractInfo', { token: awaiting, body: { TypedName: 'Ana Lim', Agreed: true } })).json.Msg).toBe(
      Messages.personalDataVerifying,
    );
  });

  it('shows the contract pop-out until the tutor answers it', async () => {
    const token = await t.login(ContractPopoutTutor.account, ContractPopoutTutor.password);
    expect((await t.call<boolean>('POST', '/api/TutorComm/GetIsShowPopoutByContract', { token })).json.Body).toBe(true);
    expect((await t.call<boolean>('POST', '/api/TutorComm/AgreenPopoutByContract', { token, query: { isAgreen: true } })).json.Body).toBe(true);
    expect((await t.call<boolean>('POST', '/api/TutorComm/GetIsShowPopoutByContract', { token })).json.Body).toBe(false);
  });
});
