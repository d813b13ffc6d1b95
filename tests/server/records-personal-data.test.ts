import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFile } from '../../server/uploads/stored-files';
import { uploadContextOf } from '../../server/uploads/uploads.plugin';
import { ErrorCode } from '../../src/domain/error-codes';
import { PersonalDataMessages, type PersonalProfile, type ProfileForm } from '../../src/domain/personal-data';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 3]);
const PDF = Buffer.from('%PDF-1.4\n%test\n');

const form: ProfileForm = {
  sex: 'Male',
  birthday: '1990-11-02',
  school: 'Ateneo de Davao University',
  location: 'Philippines',
  city: 'Davao City',
  provice: 'Davao del Sur',
  internetSpeed: '40 Mbps',
  tutoringEquipment: 'Laptop and headset',
  intServiceProvider: 'Globe',
  netConnType: 'Fiber',
  selfIntrodction: 'I teach conversational English.',
};

describe(`personal data (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let demo2: string;
  let staff: string;
  const store = (owner: number, module: 'LifePhoto' | 'TesolCertificateSelf', bytes: Buffer, name: string) =>
    storeFile(uploadContextOf(t.app), { ownerId: owner, module, originalName: name, source: Readable.from([bytes]) });

  beforeAll(async () => {
    t = await startTestApp();
    demo2 = await t.login('demo2', DemoUsers.demo2.password);
    staff = await t.login('staff', DemoUsers.staff.password);
  });
  afterAll(async () => t.close());

  it('edits the profile, sets a life photo uploaded in its module, follows completeness, sends for verification and staff verify it', async () => {
    const profile = async () => (await t.call<PersonalProfile>('GET', '/api/tutordata/Profile', { token: demo2 })).json.Body;
    expect((await profile()).complete).toBe(false);
    const missing = await t.call('POST', '/api/teachInfo/EditProfile', { token: demo2, body: { ...form, city: ' ' } });
    expect(missing.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: 'Required.' });
    const saved = await t.call<PersonalProfile>('POST', '/api/teachInfo/EditProfile', { token: demo2, body: form });
    expect(saved.json).toMatchObject({ ErrorCode: 0, Msg: PersonalDataMessages.saved });
    expect(saved.json.Body.form.city).toBe('Davao City');
    expect((await t.call('POST', '/api/teachInfo/SubmitPersonalData', { token: demo2 })).json.Msg).toBe(PersonalDataMessages.incomplete);

    const othersPhoto = await store(DemoUsers.demo.id, 'LifePhoto', JPEG, 'other.jpg');
    expect((await t.call('POST', '/api/teachInfo/UpLoadLifePhoto', { token: demo2, body: { FileRef: othersPhoto.file_ref } })).json.Msg).toBe(
      PersonalDataMessages.fileInvalid,
    );
    const photo = await store(DemoUsers.demo2.id, 'LifePhoto', JPEG, 'me.jpg');
    // Completeness also asks for personal information and one education entry.
    const info = { nationality: 'Filipino', address: 'Davao City', emergencyContact: 'Ana Reyes 0917 000 0000' };
    expect((await t.call('POST', '/api/teachInfo/EditPersonalInformation', { token: demo2, body: { Entries: [info] } })).json.ErrorCode).toBe(0);
    expect(
      (await t.call<PersonalProfile>('POST', '/api/teachInfo/UpLoadLifePhoto', { token: demo2, body: { FileRef: photo.file_ref } })).json.Body.complete,
    ).toBe(false);
    const education = { school: 'Ateneo de Davao University', degree: 'BSEd', start: '2008-06', end: '2012-03' };
    expect((await t.call('POST', '/api/teachInfo/EditEducationExperience', { token: demo2, body: { Entries: [education] } })).json.ErrorCode).toBe(0);
    const withPhoto = await t.call<PersonalProfile>('POST', '/api/teachInfo/UpLoadLifePhoto', { token: demo2, body: { FileRef: photo.file_ref } });
    expect(withPhoto.json.Body).toMatchObject({ complete: true, lifeShow: [{ part: 'lifePhoto', fileName: 'me.jpg' }] });
    const flags = await t.call<{ isNeedToImprovePersonalInformation: boolean }>('GET', '/api/account/userinfo', { token: demo2 });
    expect(flags.json.Body.isNeedToImprovePersonalInformation).toBe(false);

    expect(
      (await t.call<string[]>('POST', '/api/teachInfo/EditHobbies', { token: demo2, body: { Hobbies: [' Chess ', 'Chess', 'Hiking', ''] } })).json.Body,
    ).toEqual(['Chess', 'Hiking']);
    const submitted = await t.call<PersonalProfile>('POST', '/api/teachInfo/SubmitPersonalData', { token: demo2 });
    expect(submitted.json.Body.awaitApproval).toBe(true);
    expect((await t.call<{ awaitApproval: boolean }>('GET', '/api/account/userinfo', { token: demo2 })).json.Body.awaitApproval).toBe(true);

    expect((await t.call('POST', '/api/Staff/VerifyPersonalData', { token: demo2, body: { Tuid: DemoUsers.demo2.id, Approved: true } })).json.ErrorCode).toBe(
      ErrorCode.Forbidden,
    );
    const verified = await t.call<{ awaitApproval: boolean }>('POST', '/api/Staff/VerifyPersonalData', {
      token: staff,
      body: { Tuid: DemoUsers.demo2.id, Approved: true, Message: 'All good' },
    });
    expect(verified.json.Body).toMatchObject({ awaitApproval: false, reviewMessage: 'All good' });
    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'actor_id']).where('subject_type', '=', 'personal_data').execute();
    expect(audit).toEqual([{ action: 'personal-data.verify', actor_id: DemoUsers.staff.id }]);
    expect((await t.call('POST', '/api/Staff/VerifyPersonalData', { token: staff, body: { Tuid: DemoUsers.demo2.id, Approved: true } })).json.Msg).toBe(
      PersonalDataMessages.notAwaiting,
    );
  });

  it('checks the TESOL form as the spec says and lets staff review it', async () => {
    const body = { FirstName: 'Joseph', LastName: 'Reyes', Birthday: '1990-11-02', IDNumber: 'P1234567', HasTESOLCertificate: false };
    expect((await t.call('POST', '/api/teachInfo/SaveTESOLInformation', { token: demo2, body: { ...body, FirstName: '  ' } })).json.Msg).toBe('Required');
    expect((await t.call('POST', '/api/teachInfo/SaveTESOLInformation', { token: demo2, body: { ...body, Birthday: '1949-12-31' } })).json.Msg).toBe(
      PersonalDataMessages.tesolBirthdayRange,
    );
    expect((await t.call('POST', '/api/teachInfo/SaveTESOLInformation', { token: demo2, body: { ...body, HasTESOLCertificate: true } })).json.Msg).toBe(
      PersonalDataMessages.tesolCertificateRequired,
    );
    const certificate = await store(DemoUsers.demo2.id, 'TesolCertificateSelf', PDF, 'tesol.pdf');
    const saved = await t.call('POST', '/api/teachInfo/SaveTESOLInformation', {
      token: demo2,
      body: { ...body, HasTESOLCertificate: true, TESOLCertificate: certificate.file_ref },
    });
    expect(saved.json).toMatchObject({ ErrorCode: 0, Msg: PersonalDataMessages.tesolSaved });
    const reviewed = await t.call<{ reviewStatus: number }>('POST', '/api/Staff/ReviewTesol', {
      token: staff,
      body: { Tuid: DemoUsers.demo2.id, Accepted: true },
    });
    expect(reviewed.json.Body.reviewStatus).toBe(1);
  });
});
