import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFile } from '../../server/uploads/stored-files';
import { uploadContextOf } from '../../server/uploads/uploads.plugin';
import { ErrorCode } from '../../src/domain/error-codes';
import { PersonalDataMessages } from '../../src/domain/personal-data';
import { CertificateType, SectionMessages, type CertificateItem, type LocationItem, type SectionEntry } from '../../src/domain/personal-sections';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 3]);
const PDF = Buffer.from('%PDF-1.4\n%test\n');

describe(`personal data sections (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let demo: string;
  let demo2: string;
  const store = (owner: number, module: string, bytes: Buffer, name: string) =>
    storeFile(uploadContextOf(t.app), { ownerId: owner, module: module as 'LifePhoto', originalName: name, source: Readable.from([bytes]) });

  beforeAll(async () => {
    t = await startTestApp();
    demo = await t.login('demo', DemoUsers.demo.password);
    demo2 = await t.login('demo2', DemoUsers.demo2.password);
  });
  afterAll(async () => t.close());

  it('reads and replaces each section with its rules, and keeps one tutor’s sections from another', async () => {
    expect((await t.call<SectionEntry[]>('GET', '/api/teachInfo/WorkExperience', { token: demo2 })).json.Body).toEqual([]);
    const bad = async (url: string, Entries: unknown[]) => (await t.call('POST', url, { token: demo2, body: { Entries } })).json;
    expect(await bad('/api/teachInfo/EditPersonalInformation', [])).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: SectionMessages.oneEntry });
    expect((await bad('/api/teachInfo/EditWorkExperience', [{ company: ' ', position: 'Tutor', start: '2020-01' }])).Msg).toBe(SectionMessages.required);
    expect((await bad('/api/teachInfo/EditWorkExperience', [{ company: 'BPO', position: 'Agent', start: '2020-13' }])).Msg).toBe(SectionMessages.month);
    expect((await bad('/api/teachInfo/EditTeachingExperience', [{ organisation: 'School', students: 'Kids', start: '2020-05', end: '2019-01' }])).Msg).toBe(
      SectionMessages.endBeforeStart,
    );

    const work = { company: ' Concentrix ', position: 'Agent', start: '2015-01', end: '2018-12', extra: 'dropped' };
    const saved = await t.call<SectionEntry[]>('POST', '/api/teachInfo/EditWorkExperience', { token: demo2, body: { Entries: [work] } });
    expect(saved.json).toMatchObject({
      ErrorCode: 0,
      Msg: SectionMessages.saved,
      Body: [{ company: 'Concentrix', position: 'Agent', start: '2015-01', end: '2018-12' }],
    });
    expect(saved.json.Body[0]).not.toHaveProperty('extra');
    expect((await t.call<SectionEntry[]>('POST', '/api/teachInfo/WorkExperience', { token: demo2 })).json.Body).toHaveLength(1);
    // Another tutor reads only their own (empty) section.
    expect((await t.call<SectionEntry[]>('GET', '/api/teachInfo/WorkExperience', { token: demo })).json.Body).toEqual([]);

    // A proof must be the tutor's own upload in module TutorCertificates.
    const othersProof = await store(DemoUsers.demo.id, 'TutorCertificates', PDF, 'theirs.pdf');
    const teaching = { organisation: 'Online school', students: 'Adults', start: '2019-01' };
    expect((await bad('/api/teachInfo/EditTeachingExperience', [{ ...teaching, proofFileRef: othersProof.file_ref }])).Msg).toBe(
      PersonalDataMessages.fileInvalid,
    );
    const proof = await store(DemoUsers.demo2.id, 'TutorCertificates', PDF, 'mine.pdf');
    const withProof = await bad('/api/teachInfo/EditTeachingExperience', [{ ...teaching, proofFileRef: proof.file_ref }]);
    expect(withProof).toMatchObject({ ErrorCode: 0, Body: [{ proofFileRef: proof.file_ref, proofFileName: 'mine.pdf' }] });
    // The read names and links the proof; the link serves the file.
    const [entry] = (await t.call<SectionEntry[]>('GET', '/api/teachInfo/TeachingExperience', { token: demo2 })).json.Body;
    expect(entry).toMatchObject({ proofFileRef: proof.file_ref, proofFileName: 'mine.pdf' });
    const served = await t.app.inject({ method: 'GET', url: entry!.proofPreviewUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('%PDF-1.4');
    // Saving what was read back keeps the proof and drops the shown extras.
    const again = await bad('/api/teachInfo/EditTeachingExperience', [entry]);
    expect(again.ErrorCode).toBe(0);
    expect((await t.call<SectionEntry[]>('GET', '/api/teachInfo/TeachingExperience', { token: demo2 })).json.Body[0]?.proofFileRef).toBe(proof.file_ref);
  });

  it('sets life show files in their modules, lists and deletes certificates, and refuses another tutor’s files', async () => {
    const voice = await store(DemoUsers.demo2.id, 'TutorAudio', Buffer.from('ID3\u0003\u0000\u0000\u0000\u0000\u0000\u0000'), 'voice.mp3');
    const photo = await store(DemoUsers.demo2.id, 'UserFace', JPEG, 'face.jpg');
    expect((await t.call('POST', '/api/teachInfo/VoiceRecording', { token: demo2, body: { FileRef: photo.file_ref } })).json.Msg).toBe(
      PersonalDataMessages.fileInvalid,
    );
    expect((await t.call('POST', '/api/teachInfo/Photo', { token: demo, body: { FileRef: photo.file_ref } })).json.Msg).toBe(PersonalDataMessages.fileInvalid);
    expect((await t.call('POST', '/api/teachInfo/Photo', { token: demo2, body: { FileRef: photo.file_ref } })).json.ErrorCode).toBe(0);
    const identity = await store(DemoUsers.demo2.id, 'IdentityImg', JPEG, 'id.jpg');
    await t.call('POST', '/api/teachInfo/Identity', { token: demo2, body: { FileRef: identity.file_ref } });
    await t.call('POST', '/api/teachInfo/VoiceRecording', { token: demo2, body: { FileRef: voice.file_ref } });
    const info = await t.call<{ files: Array<{ part: string }> }>('GET', '/api/teachInfo/LifeShowInfo', { token: demo2 });
    expect(info.json.Body.files.map((file) => file.part)).toEqual(expect.arrayContaining(['photo', 'identity', 'voiceRecording']));

    const cert = await store(DemoUsers.demo2.id, 'TutorCertificates', PDF, 'cert.pdf');
    const added = await t.call<CertificateItem[]>('POST', '/api/teachInfo/PersonalCertificates', { token: demo2, body: { FileRef: cert.file_ref } });
    expect(added.json.Body.map((item) => [item.type, item.fileName])).toEqual([
      [CertificateType.personal, 'cert.pdf'],
      [CertificateType.identity, 'id.jpg'],
    ]);
    const certInfo = await t.call<{ certificates: CertificateItem[]; tesol: { submitted: boolean } }>('GET', '/api/teachInfo/UserCertInfo', { token: demo2 });
    expect(certInfo.json.Body.tesol.submitted).toBe(false);
    expect(certInfo.json.Body.certificates.map((item) => [item.type, item.fileName])).toEqual([
      [CertificateType.personal, 'cert.pdf'],
      [CertificateType.identity, 'id.jpg'],
    ]);
    // Another tutor has nothing of this tutor's to delete.
    expect((await t.call('POST', '/api/teachInfo/DeleteCertificate', { token: demo, query: { type: 1 } })).json.Msg).toBe(SectionMessages.nothingToDelete);
    const left = await t.call<CertificateItem[]>('POST', '/api/teachInfo/DeleteCertificate', { token: demo2, query: { type: 1, fileRef: cert.file_ref } });
    expect(left.json.Body.map((item) => item.type)).toEqual([CertificateType.identity]);
    expect((await t.call('POST', '/api/teachInfo/DeleteCertificate', { token: demo2, query: { type: 1 } })).json.Msg).toBe(SectionMessages.nothingToDelete);
  });

  it('walks locations, sets location and school, edits teach info, and reports it in UserExtInfo', async () => {
    const countries = (await t.call<LocationItem[]>('GET', '/api/teachInfo/Locations', { token: demo2, query: { parentId: 0 } })).json.Body;
    const philippines = countries.find((item) => item.name === 'Philippines')!;
    const provinces = (await t.call<LocationItem[]>('GET', '/api/teachInfo/Locations', { token: demo2, query: { parentId: philippines.id } })).json.Body;
    const cebu = provinces.find((item) => item.name === 'Cebu')!;
    expect((await t.call('GET', '/api/teachInfo/EditTeachLocation', { token: demo2, query: { parentId: cebu.id, locatoinName: 'Atlantis' } })).json.Msg).toBe(
      SectionMessages.locationUnknown,
    );
    expect(
      (await t.call('GET', '/api/teachInfo/EditTeachLocation', { token: demo2, query: { parentId: cebu.id, locatoinName: 'cebu city' } })).json.ErrorCode,
    ).toBe(0);
    expect((await t.call<string[]>('GET', '/api/teachInfo/Schools', { token: demo2 })).json.Body).toContain('University of San Carlos');
    expect((await t.call('GET', '/api/teachInfo/EditTeachSchool', { token: demo2, query: { schoolName: '  ' } })).json.Msg).toBe(
      SectionMessages.schoolRequired,
    );
    await t.call('GET', '/api/teachInfo/EditTeachSchool', { token: demo2, query: { schoolName: ' University of San Carlos ' } });
    await t.call('POST', '/api/teachInfo/EditTeachInfo', { token: demo2, body: { TeachingStyle: 'Games', AgeGroups: '6-12', Specialties: 'Phonics' } });
    const ext = await t.call<{
      school: string;
      location: string;
      province: string;
      city: string;
      teachInfo: { ageGroups: string };
      sectionsFilled: Record<string, boolean>;
    }>('POST', '/api/Account/UserExtInfo', { token: demo2 });
    expect(ext.json.Body).toMatchObject({
      school: 'University of San Carlos',
      location: 'Philippines',
      province: 'Cebu',
      city: 'Cebu City',
      teachInfo: { ageGroups: '6-12' },
    });
    expect((await t.call<{ city: string }>('POST', '/api/Account/UserExtInfo', { token: demo })).json.Body.city).not.toBe('Cebu City');
  });
});
