import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import type { CourseSummary } from '../../src/domain/training-center';
import type { TrainingKitCategory } from '../../src/domain/training';
import {
  TrainingResourcesMessages as M,
  type ChangeGroupTip,
  type InstructionalVideo,
  type KctSearchAnswer,
  type KitResources,
  type ResourcesFolderPage,
} from '../../src/domain/training-resources';
import { ResourcesTutor } from '../../server/seed/training-resources.seed';
import { startTestApp, usingPostgres, type TestApp } from './harness';

describe(`training resources, videos and course extras (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let tutor: string;
  let demo2: string;
  let kitId: (name: string) => number;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    [tutor, demo2] = await Promise.all([t.login(ResourcesTutor.account, ResourcesTutor.password), t.login('demo2', 'demo1234')]);
    const kits = (await t.call<TrainingKitCategory[]>('POST', '/api/tutordata/TrainingKits', { token: tutor })).json.Body.flatMap((c) => c.Items);
    kitId = (name) => kits.find((kit) => kit.Name === name)!.ID;
    // Seeding PostgreSQL on a busy two-core machine can pass the default 60 s.
  }, 180_000);
  afterAll(async () => t.close());

  it('answers a kit’s resources in order, and a missing kit clearly', async () => {
    const answer = (await t.call<KitResources>('POST', '/api/TutorData/GetKitResources', { token: tutor, query: { kitId: kitId('Classroom QA Test') } })).json
      .Body;
    expect(answer.KitName).toBe('Classroom QA Test');
    expect(answer.Resources.map((r) => [r.Name, r.Kind])).toEqual([
      ['The class quality checklist', 'document'],
      ['A model class, annotated', 'video'],
    ]);
    expect(answer.Resources[0]!.Content).toContain('greet the student by name');
    const missing = await t.call('POST', '/api/TutorData/GetKitResources', { token: tutor, query: { kitId: 999_999 } });
    expect([missing.status, missing.json.Msg]).toEqual([404, M.kitNotFound]);
  });

  it('pages the resource folders', async () => {
    const first = (await t.call<ResourcesFolderPage>('POST', '/api/TutorData/GetResourcesFolder', { token: tutor })).json.Body;
    expect(first.Folders).toEqual([
      { Name: 'Teaching Standards', Count: 2 },
      { Name: 'Trial Classes', Count: 2 },
      { Name: 'Phonics', Count: 3 },
      { Name: 'Classroom Tools', Count: 2 },
    ]);
    expect([first.Folder, first.Total, first.Items.length]).toEqual(['Teaching Standards', 2, 2]);
    const page2 = (
      await t.call<ResourcesFolderPage>('POST', '/api/TutorData/GetResourcesFolder', { token: tutor, query: { folder: 'Phonics', pageIndex: 2, pageSize: 2 } })
    ).json.Body;
    expect([page2.Total, page2.Items.map((r) => r.Name)]).toEqual([3, ['Phonics songs playlist']]);
    expect((await t.call('POST', '/api/TutorData/GetResourcesFolder', { token: tutor, query: { folder: 'Nope' } })).json.Msg).toBe(M.folderNotFound);
    expect((await t.call('POST', '/api/TutorData/GetResourcesFolder', { query: {} })).json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });

  it('keeps the furthest point of a video each tutor watched, per tutor', async () => {
    const videos = (await t.call<InstructionalVideo[]>('POST', '/api/TutorData/GetInstructionalVideos', { token: tutor })).json.Body;
    expect(videos.map((v) => [v.Title, v.WatchedSeconds, v.IsFinished])).toEqual([
      ['Welcome to the portal', 0, false],
      ['Plotting your schedule', 0, false],
      ['Writing a good remark', 0, false],
    ]);
    const id = videos[0]!.Id;
    const view = (seconds: number, token = tutor) =>
      t.call<InstructionalVideo>('POST', '/api/TutorData/SetClipVideoToView', { token, body: { VideoId: id, Seconds: seconds } });
    expect((await view(120)).json.Body).toMatchObject({ WatchedSeconds: 120, Views: 1, IsFinished: false });
    expect((await view(60)).json.Body).toMatchObject({ WatchedSeconds: 120, Views: 2 });
    expect((await view(280)).json.Body).toMatchObject({ WatchedSeconds: 280, Views: 3, IsFinished: true });
    expect((await view(301)).json.Msg).toBe(M.badSeconds);
    expect((await view(-1)).json.Msg).toBe(M.badSeconds);
    const missing = await t.call('POST', '/api/TutorData/SetClipVideoToView', { token: tutor, body: { VideoId: 999_999, Seconds: 1 } });
    expect(missing.json.Msg).toBe(M.videoNotFound);
    const theirs = (await t.call<InstructionalVideo[]>('POST', '/api/TutorData/GetInstructionalVideos', { token: demo2 })).json.Body;
    expect(theirs[0]).toMatchObject({ WatchedSeconds: 0, Views: 0 });
  });

  it('finds kits by part of their name, case-insensitively, echoing the request id', async () => {
    const found = (await t.call<KctSearchAnswer>('POST', '/api/Training/GetKctListByName', { token: tutor, query: { name: 'PHONICS', guid: 'req-7' } })).json
      .Body;
    expect(found).toEqual({ Guid: 'req-7', Items: [expect.objectContaining({ Name: 'Phonics Starter Kit', IsPass: false, TestScore: null })] });
    expect((await t.call<KctSearchAnswer>('POST', '/api/Training/GetKctListByName', { token: tutor, query: { name: '%' } })).json.Body.Items).toEqual([]);
    expect((await t.call('POST', '/api/Training/GetKctListByName', { token: tutor, query: { name: '  ' } })).json.Msg).toBe(M.nameRequired);
    expect((await t.call('POST', '/api/Training/GetKctListByName', { token: tutor, query: { name: 'k'.repeat(61) } })).json.Msg).toBe(M.nameTooLong);
  });

  it('records clicks, lists the courses a task level asks for, and tells when a course changes the group', async () => {
    const click = await t.call<{ Id: number }>('POST', '/api/Training/AddClickRecord', { token: tutor, body: { Target: 'course', TargetId: 3 } });
    expect(click.json.ErrorCode).toBe(0);
    expect((await t.call('POST', '/api/Training/AddClickRecord', { token: tutor, body: { Target: 'banner' } })).json.Msg).toBe(M.unknownTarget);
    const rows = await t.database.db.selectFrom('training_click_records').select(['tutor_id', 'target', 'target_id']).execute();
    expect(rows).toEqual([{ tutor_id: ResourcesTutor.id, target: 'course', target_id: 3 }]);

    const d1 = (await t.call<CourseSummary[]>('POST', '/api/Training/GetTrainByTaskLevel', { token: tutor, query: { level: 'D1', type: 1 } })).json.Body;
    expect(d1.map((c) => c.Name)).toEqual(['Young Learners Essentials', 'Online Classroom Tools']);
    expect((await t.call<CourseSummary[]>('POST', '/api/Training/GetTrainByTaskLevel', { token: tutor, query: { level: 'A3', type: 1 } })).json.Body).toEqual(
      [],
    );
    expect((await t.call('POST', '/api/Training/GetTrainByTaskLevel', { token: tutor, query: { level: 'Z9', type: 1 } })).json.Msg).toBe(M.unknownLevel);

    const courses = (await t.call<CourseSummary[]>('POST', '/api/Training/GetCourse', { token: tutor })).json.Body;
    const business = courses.find((c) => c.Name === 'Business English Basics')!;
    const tip = (await t.call<ChangeGroupTip>('POST', '/api/Training/GetChangeGroupTips', { token: tutor, query: { id: business.Id } })).json.Body;
    expect(tip).toEqual({ CourseId: business.Id, Group: 'Business English Team', ChangesGroup: true, Tip: M.changeGroup('Business English Team') });
    const other = courses.find((c) => c.Name === 'Young Learners Essentials')!;
    expect((await t.call<ChangeGroupTip>('POST', '/api/Training/GetChangeGroupTips', { token: tutor, query: { id: other.Id } })).json.Body).toMatchObject({
      ChangesGroup: false,
      Tip: '',
    });
  });
});
