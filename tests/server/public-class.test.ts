import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassroomLink } from '../../src/domain/class-table';
import { ErrorCode } from '../../src/domain/error-codes';
import { PublicClassMessages, type OpenClassTable } from '../../src/domain/public-class';
import { PublicClassTutor } from '../../server/seed/public-class.seed';
import { startTestApp, usingPostgres, type TestApp } from './harness';

describe(`public classes (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let tutor: string;
  let demo: string;
  let demo2: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    [tutor, demo, demo2] = await Promise.all([
      t.login(PublicClassTutor.account, PublicClassTutor.password),
      t.login('demo', 'demo1234'),
      t.login('demo2', 'demo1234'),
    ]);
  });
  afterAll(async () => t.close());

  const flag = async (token: string) =>
    (await t.call<{ IsOpenClassTeacher: boolean }>('POST', '/api/TutorComm/GetIsOpenClassTeacher', { token })).json.Body.IsOpenClassTeacher;
  const table = (token: string) => t.call<OpenClassTable>('POST', '/api/TutorComm/GetOpenClassTable', { token });
  const join = (token: string, classId: number) => t.call<ClassroomLink>('POST', '/api/TutorComm/GetOpenClassWebLink', { token, query: { classId } });

  it('says who may teach public classes, from the stored list', async () => {
    expect(await flag(tutor)).toBe(true);
    expect(await flag(demo)).toBe(true);
    expect(await flag(demo2)).toBe(false);
    const refused = await table(demo2);
    expect([refused.json.ErrorCode, refused.json.Msg]).toEqual([ErrorCode.Forbidden, PublicClassMessages.notOpenClassTeacher]);
    await t.database.db.insertInto('open_class_teachers').values({ tutor_id: 100232, since: t.clock.now().toISOString() }).execute();
    expect(await flag(demo2)).toBe(true);
    await t.database.db.deleteFrom('open_class_teachers').where('tutor_id', '=', 100232).execute();
  });

  it('lists the tutor’s own public classes in time order, the live one joinable', async () => {
    const classes = (await table(tutor)).json.Body.Classes;
    expect(classes.map((row) => row.Status)).toEqual(['finished', 'booked', 'booked']);
    expect(classes.map((row) => row.CanJoin)).toEqual([false, true, false]);
    const stored = await t.database.db
      .selectFrom('classes')
      .select('id')
      .where('tutor_id', '=', PublicClassTutor.id)
      .where('class_type', '=', 'open')
      .execute();
    expect(new Set(classes.map((row) => row.ClassId))).toEqual(new Set(stored.map((row) => row.id)));
    const demoClasses = (await table(demo)).json.Body.Classes;
    expect(demoClasses.every((row) => !classes.some((mine) => mine.ClassId === row.ClassId))).toBe(true);
  });

  it('joins the live public class, recorded; refuses one not open yet, another tutor’s, and a regular class', async () => {
    const classes = (await table(tutor)).json.Body.Classes;
    const live = classes.find((row) => row.CanJoin)!;
    const joined = await join(tutor, live.ClassId);
    expect(joined.json.ErrorCode).toBe(0);
    expect(joined.json.Body.Url).toContain(joined.json.Body.Room);
    expect(joined.json.Body.ToolName).toBe('AClassroom');
    const joins = await t.database.db.selectFrom('classroom_joins').selectAll().where('class_id', '=', live.ClassId).execute();
    expect(joins).toHaveLength(1);

    const later = classes.find((row) => row.Status === 'booked' && !row.CanJoin)!;
    expect((await join(tutor, later.ClassId)).json.ErrorCode).toBe(ErrorCode.Failed);

    const theirs = await join(demo, live.ClassId);
    expect([theirs.status, theirs.json.ErrorCode]).toEqual([404, ErrorCode.NotFound]);
    expect((await join(demo2, live.ClassId)).json.Msg).toBe(PublicClassMessages.notOpenClassTeacher);

    const regular = await t.database.db
      .selectFrom('classes')
      .select('id')
      .where('tutor_id', '=', 100231)
      .where('class_type', '=', 'regular')
      .executeTakeFirstOrThrow();
    expect((await join(demo, regular.id)).json.Msg).toBe(PublicClassMessages.notPublicClass);
  });
});
