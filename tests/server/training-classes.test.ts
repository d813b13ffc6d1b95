import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import type { ClassroomLink } from '../../src/domain/class-table';
import { TrainingResourcesMessages as M, outcomeMessage, type TrainingClassLine, type TrainingClassPage } from '../../src/domain/training-resources';
import { TraineeResultTutor } from '../../server/seed/training-resources.seed';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

describe(`training classes after booking, and the trainers' results (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let trainee: string;
  let demo2: string;
  let staff: string;
  let running: TrainingClassLine;
  let yesterday: TrainingClassLine;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    [trainee, demo2, staff] = await Promise.all([
      t.login(TraineeResultTutor.account, TraineeResultTutor.password),
      t.login('demo2', 'demo1234'),
      t.login('staff', DemoUsers.staff.password),
    ]);
    const all = (await t.call<TrainingClassPage>('POST', '/api/tutordata/TraiClass', { token: trainee })).json.Body;
    expect(all.Total).toBe(2);
    [running, yesterday] = all.Items as [TrainingClassLine, TrainingClassLine];
    // Seeding PostgreSQL on a busy two-core machine can pass the default 60 s.
  }, 180_000);
  afterAll(async () => t.close());

  it('lists the trainee’s classes: all, to come and past, evaluations; never another tutor’s', async () => {
    expect(running).toMatchObject({
      Title: 'Feedback that parents understand',
      TrainerName: 'Coach Liza',
      Status: 'booked',
      Result: null,
      TrainerAbsentReported: false,
    });
    const upcoming = (await t.call<TrainingClassPage>('POST', '/api/teachInfo/MaterialTrainerInfo', { token: trainee, query: { timeFlag: 0 } })).json.Body;
    expect(upcoming.Items.map((line) => line.ClassId)).toEqual([running.ClassId]);
    const past = (await t.call<TrainingClassPage>('POST', '/api/teachInfo/MaterialTrainerInfo', { token: trainee, query: { timeFlag: 1 } })).json.Body;
    expect(past.Items.map((line) => line.ClassId)).toEqual([yesterday.ClassId]);
    expect((await t.call('POST', '/api/teachInfo/MaterialTrainerInfo', { token: trainee, query: { timeFlag: 5 } })).json.Msg).toBe(M.badTimeFlag);
    expect((await t.call<TrainingClassPage>('POST', '/api/tutordata/EvaluateList', { token: trainee })).json.Body.Total).toBe(0);
    const paged = (await t.call<TrainingClassPage>('POST', '/api/tutordata/TraiClass', { token: trainee, query: { pageIndex: 2, pageSize: 1 } })).json.Body;
    expect([paged.Total, paged.Items[0]?.ClassId]).toEqual([2, yesterday.ClassId]);
    expect(
      (await t.call<TrainingClassPage>('POST', '/api/tutordata/TraiClass', { token: demo2 })).json.Body.Items.some((line) => line.ClassId === running.ClassId),
    ).toBe(false);
  });

  it('joins the running training class and records the join; the wrong type and another tutor are refused', async () => {
    const url = await t.call<ClassroomLink>('POST', '/api/Training/GetTrailCourseClassroomUrl', { token: trainee, query: { isclient: 'false' } });
    expect(url.json.ErrorCode).toBe(0);
    expect(url.json.Body).toMatchObject({ ForClient: false });
    expect(url.json.Body.Url).not.toBe('');
    const client = await t.call<ClassroomLink>('POST', '/api/teachInfo/GetAClassRoomWebLink', {
      token: trainee,
      query: { type: 3, isclient: 'true', roomNumber: running.ClassId, trainingSubTypeName: 'Workshop' },
    });
    expect(client.json.Body.ForClient).toBe(true);
    const joins = await t.database.db.selectFrom('classroom_joins').select('via').where('class_id', '=', running.ClassId).orderBy('id').execute();
    expect(joins.map((j) => j.via)).toEqual(['GetTrailCourseClassroomUrl', 'GetAClassRoomWebLink']);
    expect((await t.call('POST', '/api/teachInfo/GetAClassRoomWebLink', { token: trainee, query: { type: 2, roomNumber: running.ClassId } })).json.Msg).toBe(
      M.wrongType,
    );
    const theirs = await t.call('POST', '/api/teachInfo/GetAClassRoomWebLink', { token: demo2, query: { type: 3, roomNumber: running.ClassId } });
    expect([theirs.status, theirs.json.ErrorCode]).toEqual([404, ErrorCode.NotFound]);
    expect((await t.call('POST', '/api/Training/GetTrailCourseClassroomUrl', { token: demo2 })).json.Msg).toBe(M.noTrainingClassNow);
  });

  it('reports the trainer absent once and keeps the trainee’s comment; bad comments are refused and change nothing', async () => {
    const reported = await t.call<TrainingClassLine>('POST', '/api/teachInfo/TrainerAbsent', { token: trainee, query: { classId: running.ClassId } });
    expect([reported.json.Msg, reported.json.Body.TrainerAbsentReported]).toEqual([M.reported, true]);
    expect((await t.call('POST', '/api/teachInfo/TrainerAbsent', { token: trainee, query: { classId: running.ClassId } })).json.Msg).toBe(M.alreadyReported);
    expect((await t.call('POST', '/api/teachInfo/TrainerAbsent', { token: demo2, query: { classId: running.ClassId } })).json.ErrorCode).toBe(
      ErrorCode.NotFound,
    );

    expect((await t.call('POST', '/api/teachInfo/TrainClassStatus', { token: trainee, body: { id: running.ClassId, comment: '   ' } })).json.Msg).toBe(
      M.commentRequired,
    );
    expect(
      (await t.call('POST', '/api/teachInfo/TrainClassStatus', { token: trainee, body: { id: running.ClassId, comment: 'x'.repeat(501) } })).json.Msg,
    ).toBe(M.commentTooLong);
    const commented = await t.call<TrainingClassLine>('POST', '/api/teachInfo/TrainClassStatus', {
      token: trainee,
      body: { id: running.ClassId, comment: '  Waited 15 minutes, nobody came.  ' },
    });
    expect([commented.json.Msg, commented.json.Body.TraineeComment]).toEqual([M.commented, 'Waited 15 minutes, nobody came.']);
  });

  it('lets only staff record a result, once, audited, with a message to the trainee, who then sees it', async () => {
    const record = (token: string, body: Record<string, unknown>) => t.call<TrainingClassLine>('POST', '/api/Staff/RecordTrainingResult', { token, body });
    expect((await record(trainee, { ClassId: yesterday.ClassId, Result: 'pass' })).json.ErrorCode).toBe(ErrorCode.Forbidden);
    const todo = (await t.call<TrainingClassPage>('POST', '/api/Staff/GetTrainingClassesToRecord', { token: staff })).json.Body;
    expect(
      todo.Items.filter((line) => [running.ClassId, yesterday.ClassId].includes(line.ClassId)).map((line) => [line.ClassId, line.TrainerAbsentReported]),
    ).toEqual([
      [yesterday.ClassId, false],
      [running.ClassId, true],
    ]);
    expect((await record(staff, { ClassId: yesterday.ClassId, Result: 'great' })).json.Msg).toBe(M.badOutcome);
    expect((await record(staff, { ClassId: yesterday.ClassId, Result: 'pass', Comment: 'y'.repeat(501) })).json.Msg).toBe(M.commentTooLong);
    expect((await t.call<TrainingClassPage>('POST', '/api/tutordata/TraiClass', { token: trainee })).json.Body.Items[1]?.Result).toBeNull();

    const passed = await record(staff, { ClassId: yesterday.ClassId, Result: 'pass', Comment: 'Clear sounds, good pacing.' });
    expect(passed.json).toMatchObject({
      ErrorCode: 0,
      Msg: M.resultRecorded,
      Body: { Result: 'pass', Status: 'finished', ResultComment: 'Clear sounds, good pacing.' },
    });
    expect((await record(staff, { ClassId: yesterday.ClassId, Result: 'fail' })).json.Msg).toBe(M.alreadyRecorded);

    const absent = await record(staff, { ClassId: running.ClassId, Result: 'trainer_absent', Comment: 'Coach Liza was ill.' });
    expect(absent.json.Body).toMatchObject({ Result: null, AbsentParty: 'trainer', Status: 'cancelled' });

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['subject_id', 'tutor_id'])
      .where('action', '=', 'training.outcome')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { subject_id: String(yesterday.ClassId), tutor_id: TraineeResultTutor.id },
      { subject_id: String(running.ClassId), tutor_id: TraineeResultTutor.id },
    ]);
    const messages = await t.database.db
      .selectFrom('messages')
      .select(['title', 'content'])
      .where('tutor_id', '=', TraineeResultTutor.id)
      .orderBy('id')
      .execute();
    expect(messages.slice(-2)).toEqual([
      outcomeMessage('Teaching phonics online', 'pass', 'Clear sounds, good pacing.'),
      outcomeMessage('Feedback that parents understand', 'trainer_absent', 'Coach Liza was ill.'),
    ]);

    const seen = (await t.call<TrainingClassPage>('POST', '/api/tutordata/TraiClass', { token: trainee })).json.Body.Items;
    expect(seen.map((line) => [line.Status, line.Result, line.AbsentParty])).toEqual([
      ['cancelled', null, 'trainer'],
      ['finished', 'pass', null],
    ]);
    expect((await t.call<TrainingClassPage>('POST', '/api/tutordata/EvaluateList', { token: trainee })).json.Body.Items.map((line) => line.ClassId)).toEqual([
      yesterday.ClassId,
    ]);
    expect((await t.call('POST', '/api/teachInfo/TrainerAbsent', { token: trainee, query: { classId: running.ClassId } })).json.Msg).toBe(M.alreadyRecorded);
  });
});
