import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import {
  TrainingMessages,
  type KitTestPaper,
  type TestScoreDetail,
  type TestSubmitResult,
  type TrainingKitCategory,
  type TrainingKitModel,
} from '../../src/domain/training';
import { TRAINING_KIT_SEED } from '../../server/seed/training-kits.data';
import { TrainingTutor } from '../../server/seed/training.seed';
import { startTestApp, usingPostgres, type TestApp } from './harness';

describe(`training kits (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let demo: string;
  let trainee: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    [demo, trainee] = await Promise.all([t.login('demo', 'demo1234'), t.login(TrainingTutor.account, TrainingTutor.password)]);
  });
  afterAll(async () => t.close());

  const kits = async (token: string) => (await t.call<TrainingKitCategory[]>('POST', '/api/tutordata/TrainingKits', { token })).json.Body;
  const model = (token: string, id: number) => t.call<TrainingKitModel>('POST', '/api/tutordata/TrainingKitModel', { token, query: { primaryID: id } });
  const paper = async (token: string, id: number) => (await t.call<KitTestPaper>('POST', '/api/tutordata/KCTList', { token, query: { kctId: id } })).json.Body;
  const submit = (token: string, id: number, body: Record<string, unknown>, startTime?: string) =>
    t.call<TestSubmitResult | null>('POST', '/api/TutorData/TestSubmit', { token, query: { kctId: id, ...(startTime ? { startTime } : {}) }, body });
  const score = (token: string, recodeId: number) => t.call<TestScoreDetail | null>('POST', '/api/TutorData/GetTestScore', { token, query: { recodeId } });
  const kitId = async (name: string) => (await kits(trainee)).flatMap((c) => c.Items).find((item) => item.Name === name)!.ID;
  const seedKit = (name: string) => TRAINING_KIT_SEED.flatMap((c) => c.kits).find((kit) => kit.name === name)!;

  /** Answers every question of a paper right, or wrong where `wrong` says so. */
  function answersFor(test: KitTestPaper, kitName: string, wrong: (index: number) => boolean) {
    const keys = seedKit(kitName).questions;
    return test.Questions.map((question, index) => {
      const key = keys[index]!.key;
      const wrongChoice = question.Options.findIndex((_, option) => !key.includes(option));
      return { questionId: question.ID, choices: wrong(index) ? [wrongChoice] : [...key] };
    });
  }

  const growthEntries = (tutorId: number, rule: string) =>
    t.database.db.selectFrom('ledger_entries').select(['amount', 'source_key']).where('tutor_id', '=', tutorId).where('rule', '=', rule).execute();

  it('lists the seeded categories with their kits, untested for a new tutor', async () => {
    const categories = await kits(trainee);
    expect(categories.map((c) => c.CategoryName)).toEqual(TRAINING_KIT_SEED.map((c) => c.category));
    expect(categories[0]!.Items[0]).toMatchObject({ Name: 'Classroom QA Test', IsPass: false, TestScore: null, TestTime: null });
    expect(categories.flatMap((c) => c.Items).every((item) => item.ID > 0 && item.Icon.length > 0)).toBe(true);
  });

  it('gives the test paper without its answer keys', async () => {
    const id = await kitId('Classroom QA Test');
    const response = await t.call('POST', '/api/tutordata/KCTList', { token: trainee, query: { kctId: id } });
    expect(response.text).not.toMatch(/answer_key|Correct|"key"/);
    const test = await paper(trainee, id);
    expect(test.Questions).toHaveLength(5);
    expect(test.Questions[2]).toMatchObject({ Multiple: true, CatName: 'Classroom Management Result' });
  });

  it('records learning time and completion, which stays once reached', async () => {
    const id = await kitId('Trial Class Essentials');
    const first = await t.call<TrainingKitModel>('POST', '/api/TutorData/LearnSubmit', {
      token: trainee,
      query: { TrakitId: id, UsedTime: 120, IsCompleteCourse: true },
    });
    expect(first.json).toMatchObject({ ErrorCode: 0, Msg: TrainingMessages.learned, Body: { UsedSeconds: 120, IsCompleteCourse: true } });
    const second = await t.call<TrainingKitModel>('POST', '/api/TutorData/LearnSubmit', {
      token: trainee,
      query: { TrakitId: id, UsedTime: 30, IsCompleteCourse: false },
    });
    expect(second.json.Body).toMatchObject({ UsedSeconds: 150, IsCompleteCourse: true });
    const bad = await t.call('POST', '/api/TutorData/LearnSubmit', { token: trainee, query: { TrakitId: id, UsedTime: -5 } });
    expect(bad.json.ErrorCode).not.toBe(0);
    expect((await model(demo, id)).json.Body).toMatchObject({ UsedSeconds: 0, IsCompleteCourse: false });
  });

  it('scores a submitted test on the server, ignoring a tampered score, then a retake passes and earns growth once', async () => {
    const id = await kitId('Classroom QA Test');
    const test = await paper(trainee, id);
    const started = new Date(t.clock.now().getTime() - 5 * 60_000).toISOString();
    // Two of five wrong: 60, under the pass score of 80, whatever the page claims.
    const failed = await submit(trainee, id, { answers: answersFor(test, 'Classroom QA Test', (i) => i < 2), score: 100, Score: 100, IsPass: true }, started);
    expect(failed.json).toMatchObject({ ErrorCode: 0, Msg: TrainingMessages.failed, Body: { Score: 60, IsPass: false, PassScore: 80 } });
    expect(await growthEntries(TrainingTutor.id, 'gv.pass_qa_or_tl')).toHaveLength(0);

    const detail = (await score(trainee, failed.json.Body!.RecordId)).json.Body!;
    expect(detail).toMatchObject({ Score: 60, IsPass: false, StartTime: started });
    expect(detail.Questions[0]).toMatchObject({ IsRight: false, Correct: [1] });
    expect(detail.Questions[2]).toMatchObject({ IsRight: true, Correct: [0, 1, 3], Chosen: [0, 1, 3] });
    expect(detail.Report).toEqual([
      { CatName: 'Teaching Skills Result', AllScore: 0 },
      { CatName: 'Classroom Management Result', AllScore: 100 },
      { CatName: 'TESOL Result', AllScore: 100 },
    ]);

    const passed = await submit(trainee, id, { answers: answersFor(test, 'Classroom QA Test', () => false), score: 0 });
    expect(passed.json).toMatchObject({ Msg: TrainingMessages.passed, Body: { Score: 100, IsPass: true } });
    const again = await submit(trainee, id, { answers: answersFor(test, 'Classroom QA Test', () => false) });
    expect(again.json.Body?.IsPass).toBe(true);
    expect(await growthEntries(TrainingTutor.id, 'gv.pass_qa_or_tl')).toEqual([{ amount: 300, source_key: `training_kit_pass:${TrainingTutor.id}-${id}` }]);

    const item = (await kits(trainee)).flatMap((c) => c.Items).find((i) => i.ID === id)!;
    expect(item).toMatchObject({ IsPass: true, TestScore: 100, TestTime: t.clock.now().toISOString() });
    expect((await model(trainee, id)).json.Body.LastRecordId).toBe(again.json.Body!.RecordId);
    // A failing retake after the pass keeps IsPass and shows the latest score.
    await submit(trainee, id, { answers: answersFor(test, 'Classroom QA Test', () => true) });
    expect((await kits(trainee)).flatMap((c) => c.Items).find((i) => i.ID === id)).toMatchObject({ IsPass: true, TestScore: 0 });
  });

  it('refuses incomplete, unknown or out-of-range answers and a future start time', async () => {
    const id = await kitId('Trial Class Essentials');
    const test = await paper(trainee, id);
    const right = answersFor(test, 'Trial Class Essentials', () => false);
    const cases: Array<[Record<string, unknown>, string | null]> = [
      [{ answers: right.slice(0, 1) }, TrainingMessages.answersRequired],
      [{ answers: [{ ...right[0]!, choices: [] }, right[1]!] }, TrainingMessages.answersRequired],
      [{ answers: [...right, { questionId: 999_999, choices: [0] }] }, TrainingMessages.unknownQuestion],
      [{ answers: [{ ...right[0]!, choices: [7] }, right[1]!] }, TrainingMessages.badChoice],
      [{}, null],
    ];
    for (const [body, message] of cases) {
      const answer = await submit(trainee, id, body);
      expect(answer.json.ErrorCode, JSON.stringify(body)).not.toBe(0);
      if (message) expect(answer.json.Msg).toBe(message);
    }
    const future = await submit(trainee, id, { answers: right }, new Date(t.clock.now().getTime() + 3_600_000).toISOString());
    expect(future.json.Msg).toBe(TrainingMessages.badStartTime);
    expect((await submit(trainee, 999_999, { answers: right })).json).toMatchObject({ ErrorCode: ErrorCode.NotFound, Msg: TrainingMessages.kitNotFound });
  });

  it('keeps each tutor’s records their own: another tutor’s record answers as missing', async () => {
    const id = await kitId('Trial Class Essentials');
    const test = await paper(trainee, id);
    const mine = await submit(trainee, id, { answers: answersFor(test, 'Trial Class Essentials', () => false) });
    const theirs = await score(demo, mine.json.Body!.RecordId);
    expect([theirs.status, theirs.json.ErrorCode, theirs.json.Msg]).toEqual([404, ErrorCode.NotFound, TrainingMessages.recordNotFound]);
    expect((await kits(demo)).flatMap((c) => c.Items).find((i) => i.ID === id)).toMatchObject({ IsPass: false, TestScore: null });
    expect((await t.call('POST', '/api/tutordata/TrainingKits')).json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });

  it('adds the teachable-course label only after the kit is passed, once', async () => {
    const id = await kitId('Phonics Starter Kit');
    const before = await t.call('POST', '/api/TutorData/AddTutorLabel', { token: trainee, query: { kctId: id } });
    expect(before.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: TrainingMessages.labelNeedsPass });
    const noLabel = await t.call('POST', '/api/TutorData/AddTutorLabel', { token: trainee, query: { kctId: await kitId('Trial Class Essentials') } });
    expect(noLabel.json.Msg).toBe(TrainingMessages.noLabel);
    const test = await paper(trainee, id);
    expect((await submit(trainee, id, { answers: answersFor(test, 'Phonics Starter Kit', () => false) })).json.Body?.IsPass).toBe(true);
    const added = await t.call('POST', '/api/TutorData/AddTutorLabel', { token: trainee, query: { kctId: id } });
    expect(added.json).toMatchObject({ ErrorCode: 0, Msg: TrainingMessages.labelAdded, Body: [{ KctId: id, Label: 'Phonics' }] });
    const twice = await t.call('POST', '/api/TutorData/AddTutorLabel', { token: trainee, query: { kctId: id } });
    expect(twice.json.Body).toEqual([{ KctId: id, Label: 'Phonics' }]);
    expect((await model(trainee, id)).json.Body).toMatchObject({ HasLabel: true, Label: 'Phonics', IsPass: true });
    expect(await growthEntries(TrainingTutor.id, 'gv.popular_course_training')).toHaveLength(1);
    expect((await model(demo, id)).json.Body.HasLabel).toBe(false);
  });

  it('answers an unknown kit as missing', async () => {
    const answer = await model(trainee, 999_999);
    expect([answer.status, answer.json.Msg]).toEqual([404, TrainingMessages.kitNotFound]);
  });
});
