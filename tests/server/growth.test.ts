import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GrowthMessages,
  LEVEL_ONE_TOTAL,
  MedalMessages,
  PET_RENAME_LIMIT,
  ReceiveStatus,
  TaskStatus,
  type GrowthHome,
  type PetInfo,
  type PetSkin,
  type Goal,
  type ReceiveRecord,
  type StrengthAssessment,
} from '../../src/domain/growth';
import { ClassActor, ClassStatus, ClassType } from '../../src/domain/classes';
import { GrowthDemoUsers } from '../../server/seed/growth.seed';
import { bookClassesIn, changeClassStatusesIn } from '../../server/services/class.service';
import { postLedgerEntriesIn } from '../../server/services/ledger.service';
import { DemoStudents, ucidOf } from '../../server/seed/teaching.seed';
import { ManualClock } from '../../server/services/clock';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

describe(`growth centre (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let growth: string;
  let pet: string;
  let demo: string;

  beforeAll(async () => {
    // 14:00 in the provider's day (Asia/Manila, UTC+8) of today: the daily-task test books classes five hours back,
    // which just after the provider's midnight would land on the day before.
    const afternoon = new Date();
    afternoon.setUTCHours(6, 0, 0, 0);
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' }, clock: new ManualClock(afternoon) });
    [growth, pet, demo] = await Promise.all([t.login('growth', 'demo1234'), t.login('growthpet', 'demo1234'), t.login('demo', 'demo1234')]);
  });
  afterAll(async () => t.close());

  const call = <T>(token: string, path: string, query?: Record<string, string | number | boolean>, body?: Record<string, unknown>) =>
    t.call<T>('POST', `/api/GrowthSystem/${path}`, { token, ...(query ? { query } : {}), ...(body ? { body: body } : {}) });
  const home = async (token: string) => (await call<GrowthHome>(token, 'GetTutorHomeTask')).json.Body;
  const taskOf = (h: GrowthHome, code: string) => h.TaskList.flatMap((g) => g.TaskDataDetail).find((d) => d.TaskCode === code)!;
  const growthSum = async (tutorId: number) =>
    (await t.database.db.selectFrom('ledger_entries').select('amount').where('tutor_id', '=', tutorId).where('account', '=', 'growth_value').execute()).reduce(
      (s, r) => s + r.amount,
      0,
    ) / 100;

  it('counts beginner tasks from the ledger, claims once into a growth entry, and moves LV.1 to LV.2', async () => {
    const before = await home(growth);
    expect(before).toMatchObject({ IsTestGroup: true, Level: 1, LevelName: 'LV.1' });
    expect(before.Score).toBe(await growthSum(GrowthDemoUsers.growth.id));
    expect(taskOf(before, 'B_FIRST_CLASS')).toMatchObject({ Status: TaskStatus.completed, ReceiveStatus: ReceiveStatus.unclaimed });
    expect(taskOf(before, 'B_ADOPT_PET').Status).toBe(TaskStatus.completed);
    expect(taskOf(before, 'B_FIRST_FIVE_STAR').Status).toBe(TaskStatus.completed);
    expect(taskOf(before, 'B_READ_GUIDE')).toMatchObject({ Status: TaskStatus.notStarted, Manual: true });
    expect(before.UnclaimedPoints).toBe(13);

    const early = await call(growth, 'ReceivePoint', { TaskCode: 'B_READ_GUIDE' });
    expect(early.json.ErrorCode).not.toBe(0);
    expect(early.json.Msg).toBe(GrowthMessages.notCompleted);
    expect((await call(growth, 'DoTaskAsync', { TaskCode: 'B_FIRST_CLASS' })).json.Msg).toBe(GrowthMessages.notManual);
    expect((await call(growth, 'ReceivePoint', { TaskCode: 'NOPE' })).json.Msg).toBe(GrowthMessages.unknownTask);

    const done = (await call<GrowthHome>(growth, 'DoTaskAsync', { TaskCode: 'B_READ_GUIDE' })).json.Body;
    expect(taskOf(done, 'B_READ_GUIDE').Status).toBe(TaskStatus.completed);

    // Two claims at once: one entry.
    const [a, b] = await Promise.all([
      call(growth, 'ReceivePoint', { TaskCode: 'B_FIRST_CLASS' }),
      call(growth, 'ReceivePoint', { TaskCode: 'B_FIRST_CLASS' }),
    ]);
    expect([a.json.ErrorCode, b.json.ErrorCode].filter((c) => c === 0)).toHaveLength(1);
    expect([a.json.Msg, b.json.Msg]).toContain(GrowthMessages.alreadyClaimed);
    for (const code of ['B_ADOPT_PET', 'B_FIRST_FIVE_STAR']) expect((await call(growth, 'ReceivePoint', { TaskCode: code })).json.ErrorCode).toBe(0);
    const penultimate = await home(growth);
    expect(penultimate).toMatchObject({ Level: 1, LevelProgress: 0.75 });
    const last = await call<GrowthHome>(growth, 'ReceivePoint', { TaskCode: 'B_READ_GUIDE' });
    expect(last.json.Msg).toBe(GrowthMessages.claimed);
    expect(last.json.Body).toMatchObject({ Level: 2, LevelName: 'LV.2', UnclaimedPoints: 0 });
    expect(last.json.Body.Score).toBe(before.Score + LEVEL_ONE_TOTAL);
    expect(last.json.Body.Score).toBe(await growthSum(GrowthDemoUsers.growth.id));
    // The person panel's Growth Values row reads the same ledger sum.
    const user = (await t.call<{ growthSystemScore: number }>('GET', '/api/account/userinfo', { token: growth })).json.Body;
    expect(user.growthSystemScore).toBe(last.json.Body.Score);

    const entries = await t.database.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('tutor_id', '=', GrowthDemoUsers.growth.id)
      .where('rule', '=', 'gv.task_reward')
      .execute();
    expect(entries).toHaveLength(4);
    const records = (await call<ReceiveRecord[]>(growth, 'GetReceiveRecordToDay')).json.Body;
    expect(records.map((r) => r.TaskCode).sort()).toEqual(['B_ADOPT_PET', 'B_FIRST_CLASS', 'B_FIRST_FIVE_STAR', 'B_READ_GUIDE']);
  });

  it('resets daily tasks with the provider day, and counts advanced tasks only once started', async () => {
    const id = GrowthDemoUsers.growthPet.id;
    expect(taskOf(await home(pet), 'D_VISIT').Status).toBe(TaskStatus.notStarted);
    await call(pet, 'DoTaskAsync', { TaskCode: 'D_VISIT' });
    expect((await call(pet, 'ReceivePoint', { TaskCode: 'D_VISIT' })).json.ErrorCode).toBe(0);
    expect(taskOf(await home(pet), 'D_VISIT').ReceiveStatus).toBe(ReceiveStatus.claimed);
    // Three classes finished today: the daily class task completes; the advanced one waits for its start.
    const now = t.clock.now().getTime();
    const student = DemoStudents[1];
    await t.database.db.transaction().execute(async (trx) => {
      const base = Math.floor((now - 5 * 3_600_000) / 1_800_000) * 1_800_000;
      const lessons = await bookClassesIn(
        trx,
        [0, 1, 2].map((i) => ({
          input: {
            tutorId: id,
            studentId: student.id,
            ucid: ucidOf(student.id),
            classType: ClassType.regular,
            classTool: 0,
            startAt: new Date(base + i * 3_600_000).toISOString(),
            feePhp: 150,
            actor: ClassActor.staff,
          },
          at: new Date(base - 86_400_000),
        })),
      );
      // Each finishes 26 minutes after its start, still inside today for the test clock's hours.
      await changeClassStatusesIn(
        trx,
        lessons.map((l, i) => ({
          input: { classId: l.id, to: ClassStatus.finished, actor: ClassActor.system },
          at: new Date(Math.min(now, base + i * 3_600_000 + 26 * 60_000)),
        })),
      );
    });
    const h = await home(pet);
    const classesToday = taskOf(h, 'D_CLASSES_3');
    expect(classesToday.Progress).toBeGreaterThanOrEqual(1);
    expect(taskOf(h, 'A_WEEK_20_CLASSES').Status).toBe(TaskStatus.notStarted);
    expect(
      (await t.call<GrowthHome>('POST', '/api/GrowthSystem/TaskStartSubmit', { token: pet, body: { TaskCode: 'A_WEEK_20_CLASSES' } })).json.ErrorCode,
    ).toBe(0);
    expect(taskOf(await home(pet), 'A_WEEK_20_CLASSES').Status).toBe(TaskStatus.inProgress);
    expect((await t.call('POST', '/api/GrowthSystem/TaskStartSubmit', { token: pet, body: { TaskCode: 'D_VISIT' } })).json.Msg).toBe(
      GrowthMessages.notAdvanced,
    );

    t.clock.advance(24 * 3_600_000);
    // Tokens expire with the day: sign in again.
    [growth, pet, demo] = await Promise.all([t.login('growth', 'demo1234'), t.login('growthpet', 'demo1234'), t.login('demo', 'demo1234')]);
    expect(taskOf(await home(pet), 'D_VISIT')).toMatchObject({ Status: TaskStatus.notStarted, ReceiveStatus: ReceiveStatus.unclaimed });
    expect((await call<ReceiveRecord[]>(pet, 'GetReceiveRecordToDay')).json.Body).toEqual([]);
    expect((await call<boolean>(pet, 'TaskLog', { code: 'D_VISIT', type: 1 })).json.Body).toBe(true);
    expect((await call<boolean>(pet, 'TaskLog', { code: 'D_VISIT', type: 1 })).json.Body).toBe(false);
  });

  it('adopts a pet once with its growth entry, renames it within the limit, and dresses it by level', async () => {
    const info0 = (await call<PetInfo>(pet, 'GetPetInfo')).json.Body;
    expect(info0).toMatchObject({ IsAdopt: false, IsCanModified: false });
    const before = await growthSum(GrowthDemoUsers.growthPet.id);
    const adopted = (await call<PetInfo>(pet, 'AdoptPet')).json;
    expect(adopted.Body).toMatchObject({
      IsAdopt: true,
      PetName: 'Sprout',
      AlterNum: 0,
      IsCanModified: true,
      PetLevel: 1,
      PictureUrl: '/images/pet/pet-lv1.svg',
    });
    expect((await call(pet, 'AdoptPet')).json.Msg).toBe(GrowthMessages.petAlreadyAdopted);
    expect(await growthSum(GrowthDemoUsers.growthPet.id)).toBe(before + 1);

    expect((await call(pet, 'AlterPetName', { petName: '   ' })).json.Msg).toBe(GrowthMessages.petNameRequired);
    expect((await call(pet, 'AlterPetName', { petName: 'x'.repeat(21) })).json.Msg).toBe(GrowthMessages.petNameTooLong);
    expect((await call(pet, 'AlterPetName', { petName: '<b>' })).json.Msg).toBe(GrowthMessages.petNameInvalid);
    for (let i = 1; i <= PET_RENAME_LIMIT; i += 1) {
      const renamed = (await call<PetInfo>(pet, 'AlterPetName', { petName: ` Mochi ${i} ` })).json.Body;
      expect(renamed).toMatchObject({ PetName: `Mochi ${i}`, AlterNum: i, IsCanModified: i < PET_RENAME_LIMIT });
    }
    expect((await call(pet, 'AlterPetName', { petName: 'Again' })).json.Msg).toBe(GrowthMessages.petRenameUsed);

    expect((await call<{ Url: string }>(pet, 'GetPetGifByLevel', { level: 4 })).json.Body.Url).toBe('/images/pet/pet-lv4.svg');
    const skins = (await call<PetSkin[]>(pet, 'GetTutorHaveSkin')).json.Body;
    expect(skins.every((s) => !s.Owned && !s.CanReceive)).toBe(true);
    expect((await call(pet, 'ReceivePetClothing', { level: 2 })).json.Msg).toBe(GrowthMessages.skinLocked);
    expect((await call(pet, 'WearPetClothing', { id: 1, isDefault: false })).json.Msg).toBe(GrowthMessages.skinNotOwned);
    // The growth tutor reached LV.2 above: the scarf is theirs to receive and wear.
    expect((await call<PetSkin[]>(growth, 'ReceivePetClothing', { level: 2 })).json.Body.find((s) => s.Level === 2)?.Owned).toBe(true);
    expect((await call<PetInfo>(growth, 'WearPetClothing', { id: 1, isDefault: false })).json.Body.WornSkinId).toBe(1);
    expect((await call<PetInfo>(growth, 'WearPetClothing', { id: 0, isDefault: true })).json.Body.WornSkinId).toBeNull();
  });

  it('keeps monthly goals per tutor, counts finished classes and synchronises the basic wage from the ledger', async () => {
    expect((await call<Goal | null>(demo, 'GetGoalByRound')).json.Body).toBeNull();
    expect((await call(demo, 'AddGoal', undefined, { target: 0 })).json.Msg).toBe(GrowthMessages.goalTargetInvalid);
    expect((await call(demo, 'AddGoal', undefined, { target: 'many' })).json.Msg).toBe(GrowthMessages.goalTargetInvalid);
    const goal = (await call<Goal>(demo, 'AddGoal', undefined, { target: 60 })).json.Body;
    expect(goal).toMatchObject({ Target: 60, BasicWagePhp: null });
    expect((await call(demo, 'AddGoal', undefined, { target: 61 })).json.Msg).toBe(GrowthMessages.goalExists);
    const finished = await t.database.db
      .selectFrom('ledger_entries')
      .select('rule')
      .where('tutor_id', '=', DemoUsers.demo.id)
      .where('rule', 'in', ['tp.completed_class', 'tp.weekend_class'])
      .where('counts_at', '>=', new Date(Date.parse(`${goal.Round}-01T00:00:00+08:00`)).toISOString())
      .execute();
    expect(goal.Finished).toBe(finished.length);
    const synced = (await call<Goal>(demo, 'SynchronizeGoalBasicWage', { id: goal.Id })).json.Body;
    expect(synced.BasicWagePhp).toBe(synced.EarnedPhp);
    expect((await call<Goal>(demo, 'UpdateGoal', { id: goal.Id, target: 80 })).json.Body.Target).toBe(80);
    expect((await call<Goal[]>(demo, 'GetGoalList')).json.Body.map((g) => g.Id)).toEqual([goal.Id]);

    // Another tutor's goal answers as missing, for every call that takes its id.
    for (const [path, query] of [
      ['UpdateGoal', { id: goal.Id, target: 5 }],
      ['DeleteGoal', { id: goal.Id }],
      ['SynchronizeGoalBasicWage', { id: goal.Id }],
    ] as const) {
      expect((await call(growth, path, query)).json.Msg).toBe(GrowthMessages.goalMissing);
    }
    expect((await call<Goal[]>(growth, 'GetGoalList')).json.Body).toEqual([]);
    expect((await call<boolean>(demo, 'DeleteGoal', { id: goal.Id })).json.Body).toBe(true);
    expect((await call<Goal | null>(demo, 'GetGoalByRound')).json.Body).toBeNull();
  });

  it('assesses strength over a provider month from the ledger', async () => {
    const s = (await call<StrengthAssessment>(demo, 'GetStrengthAssessment', { isShowCycle: true })).json.Body;
    expect(s.Cycles).toHaveLength(6);
    expect(s.Cycles[0]).toBe(s.Cycle);
    expect(s.Strength).toBeGreaterThanOrEqual(0);
    expect(s.Strength).toBeLessThanOrEqual(100);
    const fives = await t.database.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('tutor_id', '=', DemoUsers.demo.id)
      .where('rule', '=', 'tp.five_star')
      .where('counts_at', '>=', new Date(Date.parse(`${s.Cycle}-01T00:00:00+08:00`)).toISOString())
      .execute();
    expect(s.FiveStarRatings).toBe(fives.length);
    const past = (await call<StrengthAssessment>(demo, 'GetStrengthAssessment', { isShowCycle: false, date: '2001-05-10' })).json.Body;
    expect(past).toMatchObject({ Cycle: '2001-05', Cycles: [], FinishedClasses: 0, Strength: 0 });
  });

  it('gives level medals and rights by the growth level, received once, one medal worn', async () => {
    type MedalRow = { Code: string; Earned: boolean; Received: boolean; Worn: boolean };
    type RightRow = { Code: string; Unlocked: boolean; Received: boolean };
    // The growth tutor is LV.2 after the first test; the pet tutor LV.1.
    const levels = (await call<MedalRow[]>(growth, 'LevelMedalList')).json.Body;
    expect(levels.find((m) => m.Code === 'LV2')).toMatchObject({ Earned: true, Received: false });
    expect(levels.find((m) => m.Code === 'LV3')?.Earned).toBe(false);
    expect((await call(growth, 'ReceviceMadal', { MadalType: 'LV3' })).json.Msg).toBe(MedalMessages.notEarned);
    expect((await call(growth, 'WearMedal', { code: 'LV2' })).json.Msg).toBe(MedalMessages.notReceived);
    expect((await call(growth, 'ReceviceMadal', { MadalType: 'NOPE' })).json.Msg).toBe(MedalMessages.unknownMedal);
    expect((await call<MedalRow[]>(growth, 'ReceviceMadal', { MadalType: 'LV2' })).json.Body.find((m) => m.Code === 'LV2')?.Received).toBe(true);
    expect((await call<MedalRow[]>(growth, 'WearMedal', { code: 'LV2' })).json.Body.filter((m) => m.Worn).map((m) => m.Code)).toEqual(['LV2']);
    expect((await call<MedalRow[]>(pet, 'LevelMedalList')).json.Body.every((m) => !m.Received && !m.Earned)).toBe(true);
    expect((await call<MedalRow[]>(growth, 'GetCertificationMedals')).json.Body.map((m) => m.Code)).toEqual(['CERT_QA', 'CERT_TESOL', 'CERT_CONTRACT']);
    expect((await call<MedalRow[]>(growth, 'GetLimitedTimeMedal')).json.Body).toHaveLength(1);

    const rights = (await call<RightRow[]>(growth, 'GetTutorRights', { level: 2 })).json.Body;
    expect(rights).toEqual([expect.objectContaining({ Code: 'R_PET_OUTFITS', Unlocked: true, Received: false })]);
    expect((await call(growth, 'ReceiveRights', { rightsCode: 'R_MENTOR' })).json.Msg).toBe(MedalMessages.rightLocked);
    expect((await call(pet, 'ReceiveRights', { rightsCode: 'R_PET_OUTFITS' })).json.Msg).toBe(MedalMessages.rightLocked);
    await call(growth, 'ReceiveRights', { rightsCode: 'R_PET_OUTFITS' });
    await call(growth, 'ReceiveRights', { rightsCode: 'R_PET_OUTFITS' });
    expect((await call<RightRow[]>(growth, 'TutorRightsRecode')).json.Body.map((r) => r.Code)).toEqual(['R_PET_OUTFITS']);
    expect((await call<RightRow[]>(pet, 'TutorRightsRecode')).json.Body).toEqual([]);
    expect((await call<RightRow[]>(growth, 'GetRightsList')).json.Body).toHaveLength(5);
  });

  it('ranks growth values of the month across tutors, paged, and places the tutor', async () => {
    // The clock moved a day forward above, which on a month's last day starts a month nobody has
    // growth in yet: the demo tutor earns some now, so she has a place on any day.
    const at = t.clock.now();
    await t.database.db
      .transaction()
      .execute((trx) =>
        postLedgerEntriesIn(
          trx,
          [{ tutorId: DemoUsers.demo.id, rule: 'gv.course_learning', amount: 200, source: { type: 'staff_entry', id: 'ranking-test' }, countsAt: at }],
          at,
        ),
      );
    const first = (
      await call<{ Total: number; Items: Array<{ Rank: number; Score: number; IsMe: boolean; TutorName: string }> }>(demo, 'GetGrowthPonitRanking', {
        pageIndex: 1,
        pageSize: 2,
      })
    ).json.Body;
    expect(first.Items.map((i) => i.Rank)).toEqual([1, 2].slice(0, first.Items.length));
    expect(first.Items[0]!.Score).toBeGreaterThanOrEqual(first.Items[1]?.Score ?? -Infinity);
    expect(first.Items.every((i) => /^\S+ \S\.$/.test(i.TutorName))).toBe(true);
    const mine = (await call<{ Rank: number; Score: number; Tutors: number }>(demo, 'GetTuGrowthRank')).json.Body;
    const all = (await call<{ Items: Array<{ Rank: number; Score: number; IsMe: boolean }> }>(demo, 'GetGrowthPonitRanking', { pageIndex: 1, pageSize: 100 }))
      .json.Body;
    expect(all.Items.find((i) => i.IsMe)).toMatchObject({ Rank: mine.Rank, Score: mine.Score });
    expect(all.Items).toHaveLength(mine.Tutors);
  });
});
