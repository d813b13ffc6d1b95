import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import { isLedgerRuleId } from '../../src/domain/ledger';
import {
  MAX_LEARN_SECONDS,
  TrainingMessages,
  isPassingScore,
  scoreAnswers,
  type AnswerKey,
  type KitAnswer,
  type KitQuestion,
  type KitTestPaper,
  type QaReportItem,
  type TeachableLabel,
  type TestScoreDetail,
  type TestSubmitResult,
  type TrainingKitCategory,
  type TrainingKitModel,
} from '../../src/domain/training';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import {
  addLearning,
  countKitQuestions,
  findKit,
  findLabel,
  findLearning,
  findTestRecord,
  insertLabel,
  insertTestRecord,
  kitQuestions,
  listKitsWithCategories,
  testSummaries,
  tutorLabels,
} from '../repositories/training-kits.repository';
import type { Clock } from './clock';
import { postLedgerEntriesIn } from './ledger.service';

/**
 * Training kits (teaching.md §7 "Training kits and tutor data"): what a tutor studies, the tests the
 * server scores against stored keys (a score sent by the page is never read), the answers page of
 * an attempt, and the teachable-course label a passed kit grants. A first pass of a kit with a
 * growth rule posts it to the ledger in the same transaction as the attempt.
 */
export interface TrainingDeps {
  db: Kysely<Database>;
  clock: Clock;
}

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

const notFound = () => new ApiFailure(ErrorCode.NotFound, TrainingMessages.kitNotFound, 404);

async function kitOrFail(db: Kysely<Database>, kitId: number) {
  const kit = await findKit(db, kitId);
  if (!kit) throw notFound();
  return kit;
}

/** TrainingKits: every category with its kits and the tutor's test state of each. */
export async function trainingKits(deps: TrainingDeps, tutorId: number): Promise<TrainingKitCategory[]> {
  const [kits, summaries] = await Promise.all([listKitsWithCategories(deps.db), testSummaries(deps.db, tutorId)]);
  const categories: TrainingKitCategory[] = [];
  for (const kit of kits) {
    let category = categories.at(-1);
    if (!category || category.CategoryName !== kit.category_name) {
      category = { CategoryName: kit.category_name, Items: [] };
      categories.push(category);
    }
    const summary = summaries.get(kit.id);
    category.Items.push({
      ID: kit.id,
      Name: kit.name,
      Icon: kit.icon,
      IsPass: summary?.passed ?? false,
      TestScore: summary?.score ?? null,
      TestTime: summary?.submittedAt ?? null,
    });
  }
  return categories;
}

/** TrainingKitModel?primaryID: one kit, its material, and the tutor's learning and test state. */
export async function trainingKitModel(deps: TrainingDeps, tutorId: number, kitId: number): Promise<TrainingKitModel> {
  const kit = await kitOrFail(deps.db, kitId);
  const [learning, summaries, questionCount, label] = await Promise.all([
    findLearning(deps.db, tutorId, kitId),
    testSummaries(deps.db, tutorId, [kitId]),
    countKitQuestions(deps.db, kitId),
    findLabel(deps.db, tutorId, kitId),
  ]);
  const summary = summaries.get(kitId);
  return {
    ID: kit.id,
    Name: kit.name,
    Icon: kit.icon,
    CategoryName: kit.category_name,
    Description: kit.description,
    Sections: parseJson<Array<{ Title: string; Body: string }>>(kit.sections, []),
    PassScore: kit.pass_score,
    TestMinutes: kit.test_minutes,
    QuestionCount: questionCount,
    UsedSeconds: learning?.used_seconds ?? 0,
    IsCompleteCourse: learning?.completed === 1,
    IsPass: summary?.passed ?? false,
    TestScore: summary?.score ?? null,
    TestTime: summary?.submittedAt ?? null,
    LastRecordId: summary?.latestId ?? null,
    Label: kit.label,
    HasLabel: label !== undefined,
  };
}

const toQuestion = (row: Awaited<ReturnType<typeof kitQuestions>>[number]): KitQuestion => ({
  ID: row.id,
  CatName: row.cat_name,
  Text: row.text,
  Multiple: row.multiple === 1,
  Options: parseJson<string[]>(row.options, []),
});

/** KCTList?kctId: the kit's test paper, without its keys. */
export async function kitTestPaper(deps: TrainingDeps, kitId: number): Promise<KitTestPaper> {
  const kit = await kitOrFail(deps.db, kitId);
  const questions = await kitQuestions(deps.db, kitId);
  return { KctId: kit.id, Name: kit.name, PassScore: kit.pass_score, TestMinutes: kit.test_minutes, Questions: questions.map(toQuestion) };
}

/** LearnSubmit: adds the learning time; completion, once reached, stays. */
export async function learnSubmit(deps: TrainingDeps, tutorId: number, kitId: number, usedSeconds: number, complete: boolean): Promise<TrainingKitModel> {
  await kitOrFail(deps.db, kitId);
  const seconds = Math.min(MAX_LEARN_SECONDS, Math.max(0, Math.floor(usedSeconds)));
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute((trx) => addLearning(trx, tutorId, kitId, seconds, complete, at));
  return trainingKitModel(deps, tutorId, kitId);
}

/** Checks every answer names a question of the paper and options it has; every question answered. */
function checkAnswers(questions: Awaited<ReturnType<typeof kitQuestions>>, answers: readonly KitAnswer[]): void {
  const byId = new Map(questions.map((question) => [question.id, parseJson<string[]>(question.options, []).length]));
  for (const answer of answers) {
    const optionCount = byId.get(answer.questionId);
    if (optionCount === undefined) throw new ApiFailure(ErrorCode.Failed, TrainingMessages.unknownQuestion);
    if (answer.choices.some((choice) => !Number.isInteger(choice) || choice < 0 || choice >= optionCount)) {
      throw new ApiFailure(ErrorCode.Failed, TrainingMessages.badChoice);
    }
  }
  const answered = new Set(answers.filter((answer) => answer.choices.length > 0).map((answer) => answer.questionId));
  if (questions.some((question) => !answered.has(question.id))) throw new ApiFailure(ErrorCode.Failed, TrainingMessages.answersRequired);
}

const keysOf = (questions: Awaited<ReturnType<typeof kitQuestions>>): AnswerKey[] =>
  questions.map((question) => ({
    questionId: question.id,
    catName: question.cat_name,
    points: question.points,
    correct: parseJson<number[]>(question.answer_key, []),
  }));

/**
 * TestSubmit: scores the answers against the stored keys and records the attempt. The start time is
 * kept as sent when it is a past instant (the attempt's duration); otherwise the submit time.
 */
export async function testSubmit(
  deps: TrainingDeps,
  tutorId: number,
  kitId: number,
  startTime: string | undefined,
  answers: readonly KitAnswer[],
): Promise<TestSubmitResult> {
  const kit = await kitOrFail(deps.db, kitId);
  const questions = await kitQuestions(deps.db, kitId);
  checkAnswers(questions, answers);
  const now = deps.clock.now();
  const started = startTime ? Date.parse(startTime) : Number.NaN;
  if (startTime && (Number.isNaN(started) || started > now.getTime())) throw new ApiFailure(ErrorCode.Failed, TrainingMessages.badStartTime);
  const { score, report } = scoreAnswers(keysOf(questions), answers);
  const passed = isPassingScore(score, kit.pass_score);
  const stored = Object.fromEntries(answers.map((answer) => [answer.questionId, [...new Set(answer.choices)].sort((a, b) => a - b)]));
  const recordId = await deps.db.transaction().execute(async (trx) => {
    const row = await insertTestRecord(trx, {
      tutor_id: tutorId,
      kit_id: kitId,
      started_at: Number.isNaN(started) ? now.toISOString() : new Date(started).toISOString(),
      submitted_at: now.toISOString(),
      score,
      passed: passed ? 1 : 0,
      answers: JSON.stringify(stored),
      report: JSON.stringify(report),
    });
    // The ledger's unique (rule, source) makes this count once per tutor and kit, however often they pass.
    if (passed && kit.growth_rule && isLedgerRuleId(kit.growth_rule)) {
      await postLedgerEntriesIn(
        trx,
        [
          {
            tutorId,
            rule: kit.growth_rule,
            source: { type: 'training_kit_pass', id: `${tutorId}-${kitId}` },
            countsAt: now,
            note: `Passed the ${kit.name} test`,
          },
        ],
        now,
      );
    }
    return row.id;
  });
  return { RecordId: recordId, Score: score, IsPass: passed, PassScore: kit.pass_score };
}

/** GetTestScore?recodeId: the tutor's own attempt with its report and, after submission, the keys. */
export async function testScore(deps: TrainingDeps, tutorId: number, recordId: number): Promise<TestScoreDetail> {
  const record = await findTestRecord(deps.db, tutorId, recordId);
  if (!record) throw new ApiFailure(ErrorCode.NotFound, TrainingMessages.recordNotFound, 404);
  const kit = await kitOrFail(deps.db, record.kit_id);
  const questions = await kitQuestions(deps.db, record.kit_id);
  const chosen = parseJson<Record<string, number[]>>(record.answers, {});
  const { right } = scoreAnswers(
    keysOf(questions),
    Object.entries(chosen).map(([id, choices]) => ({ questionId: Number(id), choices })),
  );
  return {
    RecordId: record.id,
    KctId: kit.id,
    Name: kit.name,
    Score: record.score,
    IsPass: record.passed === 1,
    PassScore: kit.pass_score,
    StartTime: record.started_at,
    SubmitTime: record.submitted_at,
    Report: parseJson<QaReportItem[]>(record.report, []),
    Questions: questions.map((question) => ({
      ...toQuestion(question),
      Chosen: chosen[String(question.id)] ?? [],
      Correct: parseJson<number[]>(question.answer_key, []),
      IsRight: right.has(question.id),
      Explanation: question.explanation,
    })),
  };
}

/** AddTutorLabel?kctId: adds the kit's teachable-course label once its test is passed. */
export async function addTutorLabel(deps: TrainingDeps, tutorId: number, kitId: number): Promise<TeachableLabel[]> {
  const kit = await kitOrFail(deps.db, kitId);
  if (!kit.label) throw new ApiFailure(ErrorCode.Failed, TrainingMessages.noLabel);
  const summary = (await testSummaries(deps.db, tutorId, [kitId])).get(kitId);
  if (!summary?.passed) throw new ApiFailure(ErrorCode.Failed, TrainingMessages.labelNeedsPass);
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute((trx) => insertLabel(trx, tutorId, kitId, kit.label, at));
  return (await tutorLabels(deps.db, tutorId)).map((row) => ({ KctId: row.kit_id, Label: row.label }));
}

/** GetTeachableSubjects: the tutor's teachable-course labels. */
export async function teachableSubjects(deps: TrainingDeps, tutorId: number): Promise<TeachableLabel[]> {
  return (await tutorLabels(deps.db, tutorId)).map((row) => ({ KctId: row.kit_id, Label: row.label }));
}
