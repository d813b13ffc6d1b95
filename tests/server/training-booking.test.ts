import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import {
  TrainingBookingMessages,
  type TrainingBooking,
  type TrainingEvaluationRecord,
  type TrainingSessionSlot,
  type UnfinishedEvaluation,
} from '../../src/domain/training-booking';
import { changeClassStatusIn } from '../../server/services/class.service';
import { TrainingTutor } from '../../server/seed/training.seed';
import { ManualClock } from '../../server/services/clock';
import { isPassTL } from '../../server/services/training-booking.service';
import { startTestApp, usingPostgres, type TestApp } from './harness';

describe(`training classes (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let trainee: string;
  let demo2: string;

  beforeAll(async () => {
    // Noon UTC today: the seed offers 14 days from tomorrow, and the list shows the next 14 days from
    // now, so before 07:30 UTC the last day's three sessions fall outside it (42 would be 39).
    const noonToday = Math.floor(Date.now() / 86_400_000) * 86_400_000 + 12 * 3_600_000;
    t = await startTestApp({ clock: new ManualClock(new Date(noonToday)), env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    [trainee, demo2] = await Promise.all([t.login(TrainingTutor.account, TrainingTutor.password), t.login('demo2', 'demo1234')]);
  });
  afterAll(async () => t.close());

  const slots = async (token: string) => (await t.call<TrainingSessionSlot[]>('POST', '/api/Training/GetProcessTrainingTimeList', { token })).json.Body;
  const appoint = (token: string, slot: TrainingSessionSlot, extra: Record<string, string> = {}) =>
    t.call<TrainingBooking | null>('POST', '/api/Training/AppointmentTraining', {
      token,
      query: { ScheduleStart: slot.ScheduleStart, ScheduleEnd: slot.ScheduleEnd, TUName: slot.TrainerName, Remark: 'First workshop', ...extra },
    });
  const cancel = (token: string, path: 'CancelQALessonInfo' | 'CancelTestLesson', body: Record<string, unknown>) =>
    t.call<TrainingBooking | null>('POST', `/api/Training/${path}`, { token, body });
  const classRow = (id: number) => t.database.db.selectFrom('classes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('offers the next two weeks of training classes, QA and test lessons', async () => {
    const list = await slots(trainee);
    expect(list).toHaveLength(42);
    expect(new Set(list.map((slot) => slot.Kind))).toEqual(new Set(['training', 'qa', 'test']));
    expect(list.every((slot) => Date.parse(slot.ScheduleStart) > t.clock.now().getTime() && slot.BookedClassId === null)).toBe(true);
    const bad = await t.call('POST', '/api/Training/GetProcessTrainingTimeList', {
      token: trainee,
      query: { ScheduleStart: '2026-12-01T00:00:00Z', ScheduleEnd: '2026-11-01T00:00:00Z' },
    });
    expect(bad.json.Msg).toBe(TrainingBookingMessages.badTime);
  });

  it('books a training class through the class model, once, and cancels it with a reason and no penalty', async () => {
    const slot = (await slots(trainee)).find((item) => item.Kind === 'training')!;
    const booked = await appoint(trainee, slot);
    expect(booked.json).toMatchObject({
      ErrorCode: 0,
      Msg: TrainingBookingMessages.booked,
      Body: { Kind: 'training', Remark: 'First workshop', TrainerName: 'Coach Liza', Status: 'booked' },
    });
    const classId = booked.json.Body!.ClassId;
    expect(await classRow(classId)).toMatchObject({
      tutor_id: TrainingTutor.id,
      class_type: 'training',
      status: 'booked',
      start_at: slot.ScheduleStart,
      end_at: slot.ScheduleEnd,
    });
    const events = await t.database.db.selectFrom('class_events').select('kind').where('class_id', '=', classId).execute();
    expect(events.map((e) => e.kind)).toEqual(['booked']);
    expect((await slots(trainee)).find((item) => item.Id === slot.Id)).toMatchObject({ BookedClassId: classId, SeatsLeft: slot.SeatsLeft - 1 });
    expect((await appoint(trainee, slot)).json.Msg).toBe(TrainingBookingMessages.alreadyBooked);

    // Another tutor neither sees nor cancels it.
    expect((await slots(demo2)).find((item) => item.Id === slot.Id)?.BookedClassId).toBeNull();
    const theirs = await cancel(demo2, 'CancelQALessonInfo', { ID: classId, DeletedDesc: 'not mine' });
    expect([theirs.status, theirs.json.ErrorCode, theirs.json.Msg]).toEqual([404, ErrorCode.NotFound, TrainingBookingMessages.bookingNotFound]);
    expect((await t.call('POST', '/api/Training/GetTLResultDetail', { token: demo2, query: { trainingId: classId } })).json.ErrorCode).toBe(ErrorCode.NotFound);

    expect((await cancel(trainee, 'CancelQALessonInfo', { ID: classId })).json.Msg).toBe(TrainingBookingMessages.reasonRequired);
    expect((await cancel(trainee, 'CancelQALessonInfo', { ID: classId, DeletedDesc: 'x'.repeat(201) })).json.Msg).toBe(TrainingBookingMessages.reasonTooLong);
    expect((await cancel(trainee, 'CancelTestLesson', { ID: classId, DeletedDesc: 'Sick' })).json.Msg).toBe(TrainingBookingMessages.wrongKind);
    const cancelled = await cancel(trainee, 'CancelQALessonInfo', { ID: classId, DeletedDesc: 'A family emergency' });
    expect(cancelled.json).toMatchObject({ Msg: TrainingBookingMessages.cancelled, Body: { Status: 'cancelled', CancelReason: 'A family emergency' } });
    expect(await classRow(classId)).toMatchObject({ status: 'cancelled', status_changed_by: 'tutor', status_reason: 'A family emergency' });
    const penalties = await t.database.db.selectFrom('ledger_entries').select('rule').where('source_key', '=', `class:${classId}`).execute();
    expect(penalties).toEqual([]);
    expect((await slots(trainee)).find((item) => item.Id === slot.Id)).toMatchObject({ BookedClassId: null, SeatsLeft: slot.SeatsLeft });
    const mine = (await t.call<TrainingBooking[]>('POST', '/api/Training/GetMyTrainingBookings', { token: trainee })).json.Body;
    expect(mine.find((item) => item.ClassId === classId)).toMatchObject({ Status: 'cancelled' });
  });

  it('books a test lesson by type, refuses a full one, records a result that IsPassTL reads', async () => {
    const slot = (await slots(trainee)).find((item) => item.Kind === 'test')!;
    const booked = await t.call<TrainingBooking>('POST', '/api/teachInfo/TrainBookClassByType', {
      token: trainee,
      body: { classType: 2, classTime: slot.ScheduleStart, classTimeEnd: slot.ScheduleEnd, VideoLink: 'https://video.example.com/tl' },
    });
    expect(booked.json.Body).toMatchObject({ Kind: 'test', VideoLink: 'https://video.example.com/tl', Result: null });
    expect((await classRow(booked.json.Body.ClassId)).class_type).toBe('test');
    const full = await t.call('POST', '/api/teachInfo/TrainBookClassByType', { token: demo2, body: { classType: 2, classTime: slot.ScheduleStart } });
    expect(full.json.Msg).toBe(TrainingBookingMessages.full);
    expect(
      (await t.call('POST', '/api/teachInfo/TrainBookClassByType', { token: trainee, body: { classType: 9, classTime: slot.ScheduleStart } })).json.Msg,
    ).toBe(TrainingBookingMessages.badType);
    expect(
      (await t.call('POST', '/api/teachInfo/TrainBookClassByType', { token: trainee, body: { classType: 1, classTime: '2020-01-01T03:00:00Z' } })).json.Msg,
    ).toBe(TrainingBookingMessages.sessionNotFound);

    expect(await isPassTL(t.app, TrainingTutor.id)).toBe(false);
    // The trainer records the result (staff tooling is not part of this area).
    await t.database.db
      .updateTable('training_bookings')
      .set({ result: 'pass', result_comment: 'Clear instructions, good pacing.' })
      .where('class_id', '=', booked.json.Body.ClassId)
      .execute();
    const result = await t.call<TrainingBooking>('POST', '/api/Training/GetTLResultDetail', {
      token: trainee,
      query: { trainingId: booked.json.Body.ClassId, trainingType: 2 },
    });
    expect(result.json.Body).toMatchObject({ Result: 'pass', ResultComment: 'Clear instructions, good pacing.' });
    expect(await isPassTL(t.app, TrainingTutor.id)).toBe(true);
    expect(await isPassTL(t.app, 100232)).toBe(false);
    const cancelled = await cancel(trainee, 'CancelTestLesson', { ID: booked.json.Body.ClassId, DeletedDesc: 'Rescheduling' });
    expect(cancelled.json.Body?.Status).toBe('cancelled');
  });

  it('refuses a class that has started', async () => {
    const slot = (await slots(trainee)).filter((item) => item.Kind === 'training')[1]!;
    t.clock.set(new Date(Date.parse(slot.ScheduleStart) + 60_000));
    const late = await appoint(await t.login(TrainingTutor.account, TrainingTutor.password), slot);
    expect(late.json.Msg).toBe(TrainingBookingMessages.started);
  });
});

describe(`training evaluation (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let trainee: string;
  let demo2: string;

  beforeAll(async () => {
    // Noon UTC today: the seed offers 14 days from tomorrow, and the list shows the next 14 days from
    // now, so before 07:30 UTC the last day's three sessions fall outside it (42 would be 39).
    const noonToday = Math.floor(Date.now() / 86_400_000) * 86_400_000 + 12 * 3_600_000;
    t = await startTestApp({ clock: new ManualClock(new Date(noonToday)), env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    [trainee, demo2] = await Promise.all([t.login(TrainingTutor.account, TrainingTutor.password), t.login('demo2', 'demo1234')]);
  });
  afterAll(async () => t.close());

  const evaluate = (token: string, body: Record<string, unknown>) =>
    t.call<TrainingEvaluationRecord | null>('POST', '/api/Training/TrainingEvaluation', { token, body });
  const unfinished = async (token: string) => (await t.call<UnfinishedEvaluation>('POST', '/api/Training/GetIsUnfinishedEvalution', { token })).json.Body;

  it('prompts for a finished training class, takes one evaluation, and keeps it the tutor’s own', async () => {
    const slots = (await t.call<TrainingSessionSlot[]>('POST', '/api/Training/GetProcessTrainingTimeList', { token: trainee })).json.Body;
    const slot = slots.find((item) => item.Kind === 'training')!;
    const booked = await t.call<TrainingBooking>('POST', '/api/Training/AppointmentTraining', {
      token: trainee,
      query: { ScheduleStart: slot.ScheduleStart, ScheduleEnd: slot.ScheduleEnd, TUName: slot.TrainerName },
    });
    const classId = booked.json.Body.ClassId;
    expect(await unfinished(trainee)).toEqual({ IsUnfinished: false, TranCourseId: null, Title: '', Tip: '' });
    expect((await evaluate(trainee, { tranCourseId: classId, evaluationRequest: { Rating: 5 } })).json.Msg).toBe(TrainingBookingMessages.notFinished);

    // The class ends the way every class does: through the class service.
    await t.database.db.transaction().execute((trx) => changeClassStatusIn(trx, { classId, to: 'finished', actor: 'system' }, new Date(slot.ScheduleEnd)));
    expect(await unfinished(trainee)).toMatchObject({ IsUnfinished: true, TranCourseId: classId, Tip: TrainingBookingMessages.unfinished(slot.Title) });
    expect(await unfinished(demo2)).toMatchObject({ IsUnfinished: false });

    expect((await evaluate(trainee, { tranCourseId: classId, evaluationRequest: {} })).json.Msg).toBe(TrainingBookingMessages.ratingRequired);
    expect((await evaluate(trainee, { tranCourseId: classId, evaluationRequest: { Rating: 6 } })).json.Msg).toBe(TrainingBookingMessages.ratingRequired);
    expect((await evaluate(trainee, { tranCourseId: classId, evaluationRequest: { Rating: 4, Comment: 'x'.repeat(501) } })).json.Msg).toBe(
      TrainingBookingMessages.commentTooLong,
    );
    const theirs = await evaluate(demo2, { tranCourseId: classId, evaluationRequest: { Rating: 1 } });
    expect([theirs.status, theirs.json.Msg]).toEqual([404, TrainingBookingMessages.bookingNotFound]);

    const done = await evaluate(trainee, { tranCourseId: classId, evaluationRequest: { Rating: 4, Comment: ' Useful role plays ' } });
    expect(done.json).toMatchObject({
      ErrorCode: 0,
      Msg: TrainingBookingMessages.evaluated,
      Body: { TranCourseId: classId, Rating: 4, Comment: 'Useful role plays' },
    });
    expect((await evaluate(trainee, { tranCourseId: classId, evaluationRequest: { Rating: 2 } })).json.Msg).toBe(TrainingBookingMessages.alreadyEvaluated);
    const record = await t.call<TrainingEvaluationRecord>('POST', '/api/Training/GetTrainingEvaluationRecord', {
      token: trainee,
      query: { TranCourseId: classId },
    });
    expect(record.json.Body).toMatchObject({ Rating: 4, Comment: 'Useful role plays' });
    expect((await t.call('POST', '/api/Training/GetTrainingEvaluationRecord', { token: demo2, query: { TranCourseId: classId } })).json.ErrorCode).toBe(
      ErrorCode.NotFound,
    );
    expect(await unfinished(trainee)).toMatchObject({ IsUnfinished: false });
  });
});
