import type { Static } from '@sinclair/typebox';
import type {
  GoalSchema,
  GrowthHomeSchema,
  GrowthRankingSchema,
  GrowthRankItemSchema,
  MedalSchema,
  MyGrowthRankSchema,
  PetInfoSchema,
  PetSkinSchema,
  ReceiveRecordSchema,
  StrengthSchema,
  TaskDetailSchema,
  TaskGroupSchema,
  TutorRightSchema,
  VisitSchema,
} from './api/growth.schemas';
import type { LedgerRuleId } from './ledger';

/**
 * The growth system (growth-account.md §3, §4, §7 "Growth"): tasks, their claims, the levels LV.1
 * to LV.8, the pet and its skins, goals and the strength assessment. Pure rules and constants,
 * shared by the server (which computes) and the client (which shows).
 *
 * Decided where the spec is silent: a task completes from the ledger's entries of its rules in its
 * period (beginner tasks over all time, daily tasks over the provider's day, advanced tasks over
 * the provider's week once started), or, for a task with no event behind it, when the tutor does
 * it (DoTaskAsync). Claiming a completed task posts its points as a growth-value entry, once.
 */
export const TaskCategory = { beginner: 1, daily: 2, advanced: 3 } as const;
export type TaskCategory = (typeof TaskCategory)[keyof typeof TaskCategory];

export const TASK_CATEGORY_NAMES: Record<TaskCategory, string> = {
  [TaskCategory.beginner]: 'Beginner tasks',
  [TaskCategory.daily]: 'Daily tasks',
  [TaskCategory.advanced]: 'Advanced tasks',
};

/** Status: 0 not started, 1 in progress (started or partly done), 2 completed (growth-account.md §4). */
export const TaskStatus = { notStarted: 0, inProgress: 1, completed: 2 } as const;
export type TaskStatus = (typeof TaskStatus)[keyof typeof TaskStatus];
/** ReceiveStatus: 1 claimed, 0 unclaimed (growth-account.md §4). */
export const ReceiveStatus = { unclaimed: 0, claimed: 1 } as const;
export type ReceiveStatus = (typeof ReceiveStatus)[keyof typeof ReceiveStatus];

export interface GrowthTask {
  code: string;
  category: TaskCategory;
  name: string;
  /** Growth points the claim posts. */
  score: number;
  /** Ledger rules whose entries count toward the task; empty: the tutor does it (DoTaskAsync). */
  rules: readonly LedgerRuleId[];
  /** How many entries (or, for a manual task, 1) complete it. */
  target: number;
  /** Advanced tasks count only after TaskStartSubmit in the week. */
  needsStart: boolean;
}

const task = (code: string, category: TaskCategory, name: string, score: number, rules: readonly LedgerRuleId[], target = 1): GrowthTask => ({
  code,
  category,
  name,
  score,
  rules,
  target,
  needsStart: category === TaskCategory.advanced,
});

const CLASS_FINISHED: readonly LedgerRuleId[] = ['gv.class_finished', 'gv.weekend_class_finished'];

/** Every task. Codes are stable: claims are keyed by them. */
export const GROWTH_TASKS: readonly GrowthTask[] = [
  task('B_ADOPT_PET', TaskCategory.beginner, 'Adopt your growth pet', 5, ['gv.pet_adopted']),
  task('B_FIRST_CLASS', TaskCategory.beginner, 'Finish your first class', 5, ['gv.first_class']),
  task('B_FIRST_FIVE_STAR', TaskCategory.beginner, 'Earn your first 5-star rating', 3, ['gv.five_star']),
  task('B_READ_GUIDE', TaskCategory.beginner, 'Read the growth centre guide', 2, []),
  task('D_VISIT', TaskCategory.daily, 'Check in at the growth centre', 0.5, []),
  task('D_CLOCK_IN', TaskCategory.daily, 'Clock in today', 0.5, ['gv.daily_clock_in']),
  task('D_CLASSES_3', TaskCategory.daily, 'Finish 3 classes today', 1, CLASS_FINISHED, 3),
  task('D_FIVE_STAR', TaskCategory.daily, 'Get a 5-star rating today', 1, ['gv.five_star']),
  task('A_WEEK_20_CLASSES', TaskCategory.advanced, 'Finish 20 classes this week', 10, CLASS_FINISHED, 20),
  task('A_WEEK_5_FIVE_STARS', TaskCategory.advanced, 'Earn five 5-star ratings this week', 10, ['gv.five_star'], 5),
];

export function findGrowthTask(code: string): GrowthTask | undefined {
  return GROWTH_TASKS.find((t) => t.code === code);
}

/** The sum of the beginner tasks' points: the score LV.2 starts at ("level-one total"). */
export const LEVEL_ONE_TOTAL = GROWTH_TASKS.filter((t) => t.category === TaskCategory.beginner).reduce((sum, t) => sum + t.score, 0);
export const BEGINNER_TASK_COUNT = GROWTH_TASKS.filter((t) => t.category === TaskCategory.beginner).length;

/** growth-account.md §4: the score each level starts at, by level (index 0 unused, 9 the cap of LV.8). */
export const GROWTH_LEVEL_THRESHOLDS = [0, 0, LEVEL_ONE_TOTAL, 400, 2500, 8000, 13500, 20000, 32000, 320000] as const;
export const MAX_GROWTH_LEVEL = 8;

export interface GrowthLevel {
  level: number;
  /** 0..1 of the way through the level. */
  progress: number;
  /** The score the next level starts at (null at LV.8 past its cap). */
  nextAt: number | null;
  /** Points still needed for the next level (0 on level 1, where claims decide). */
  remaining: number;
}

/**
 * The growth level: LV.1 until every beginner task is claimed, its progress claimed over total;
 * then the highest level whose threshold the score reaches, at least LV.2.
 */
export function growthLevel(score: number, beginner: { claimed: number; total: number }): GrowthLevel {
  if (beginner.claimed < beginner.total) {
    return { level: 1, progress: beginner.total === 0 ? 0 : beginner.claimed / beginner.total, nextAt: GROWTH_LEVEL_THRESHOLDS[2], remaining: 0 };
  }
  let level = 2;
  for (let l = 2; l <= MAX_GROWTH_LEVEL; l += 1) if (score >= GROWTH_LEVEL_THRESHOLDS[l]!) level = l;
  const start = GROWTH_LEVEL_THRESHOLDS[level]!;
  const next = GROWTH_LEVEL_THRESHOLDS[level + 1]!;
  const progress = Math.min(1, Math.max(0, (score - start) / (next - start)));
  return { level, progress, nextAt: next, remaining: Math.max(0, roundPoints(next - score)) };
}

export const growthLevelName = (level: number) => `LV.${level}`;

/** Points are shown to two decimals at most (amounts are hundredths in the ledger). */
export function roundPoints(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A task's progress toward its target and its status, from what counted and whether it was started. */
export function taskStatus(t: GrowthTask, counted: number, started: boolean): TaskStatus {
  if (t.needsStart && !started) return TaskStatus.notStarted;
  if (counted >= t.target) return TaskStatus.completed;
  return counted > 0 || started ? TaskStatus.inProgress : TaskStatus.notStarted;
}

export const GrowthMessages = {
  unknownTask: 'This task does not exist.',
  notCompleted: 'Finish the task before claiming its points.',
  alreadyClaimed: 'These points have already been claimed.',
  notManual: 'This task completes by itself when you do it in class.',
  notAdvanced: 'Only advanced tasks are started.',
  claimed: 'Points received.',
  petAlreadyAdopted: 'You already have a pet.',
  petNotAdopted: 'Adopt a pet first.',
  petNameRequired: 'Please enter a name.',
  petNameTooLong: `A pet name is at most 20 characters.`,
  petNameInvalid: 'A pet name may use letters, numbers and spaces only.',
  petRenameUsed: 'Your pet has been renamed as many times as allowed.',
  skinLocked: 'Reach this level to receive the outfit.',
  skinNotOwned: 'Receive this outfit before wearing it.',
  goalTargetInvalid: 'A goal is a whole number of classes from 1 to 1000.',
  goalExists: 'You already have a goal for this month.',
  goalMissing: 'This goal does not exist.',
} as const;

/** The pet (growth-account.md §3 "Pet"). */
export const PET_DEFAULT_NAME = 'Sprout';
export const PET_NAME_MAX = 20;
/** Renames allowed over the pet's life; IsCanModified while AlterNum is below it. */
export const PET_RENAME_LIMIT = 3;

/** The message for a proposed pet name, or null when it is fine. */
export function petNameError(name: string | null | undefined): string | null {
  const trimmed = (name ?? '').trim();
  if (trimmed.length === 0) return GrowthMessages.petNameRequired;
  if (trimmed.length > PET_NAME_MAX) return GrowthMessages.petNameTooLong;
  if (!/^[\p{L}\p{N} ]+$/u.test(trimmed)) return GrowthMessages.petNameInvalid;
  return null;
}

/** The pet's picture for a level (public/images/pet). */
export function petPictureUrl(level: number): string {
  const l = Math.min(MAX_GROWTH_LEVEL, Math.max(1, Math.floor(level)));
  return `/images/pet/pet-lv${l}.svg`;
}

/** Outfits, one unlocked at each of these levels (received with ReceivePetClothing?level). */
export const PET_SKINS = [
  { id: 1, level: 2, name: 'Green scarf' },
  { id: 2, level: 3, name: 'Explorer cap' },
  { id: 3, level: 5, name: 'Teacher cape' },
  { id: 4, level: 7, name: 'Golden crown' },
] as const;

export function skinPictureUrl(id: number): string {
  return `/images/pet/skin-${id}.svg`;
}

/** A goal target: a whole number of classes in a month. */
export const GOAL_TARGET_MAX = 1000;
export function goalTargetError(target: unknown): string | null {
  const n = typeof target === 'string' && target.trim() !== '' ? Number(target) : target;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > GOAL_TARGET_MAX) return GrowthMessages.goalTargetInvalid;
  return null;
}

/** The growth-centre pages (growth-account.md §2). */
export const GrowthTab = { achievementRewards: 'achievementRewards', strengthAssessment: 'strengthAssessment', myGoal: 'myGoal' } as const;
export type GrowthTab = (typeof GrowthTab)[keyof typeof GrowthTab];

/** Answer shapes: declared once, by the schemas the server serializes with (api/growth.schemas.ts). */
export type TaskDataDetail = Static<typeof TaskDetailSchema>;

export type TaskGroup = Static<typeof TaskGroupSchema>;

export type GrowthHome = Static<typeof GrowthHomeSchema>;

export type ReceiveRecord = Static<typeof ReceiveRecordSchema>;

export type PetInfo = Static<typeof PetInfoSchema>;

export type PetSkin = Static<typeof PetSkinSchema>;

export type Goal = Static<typeof GoalSchema>;

export type StrengthAssessment = Static<typeof StrengthSchema>;

export type GrowthRankItem = Static<typeof GrowthRankItemSchema>;

/** The month's growth value that counts as full marks in the strength assessment. */
export const STRENGTH_FULL_GROWTH = 50;

/**
 * The strength assessment of a cycle (a provider month), decided here since the spec does not show
 * it: attendance (finished over finished, absent and cancelled) weighs 50, 5-star share 30 and the
 * month's growth value (full marks at STRENGTH_FULL_GROWTH) 20, each item out of 100.
 */
export function strengthScores(figures: { finished: number; fiveStars: number; absences: number; cancellations: number; growthValue: number }) {
  const held = figures.finished + figures.absences + figures.cancellations;
  const attendance = held === 0 ? 0 : (figures.finished / held) * 100;
  const rating = figures.finished === 0 ? 0 : Math.min(100, (figures.fiveStars / figures.finished) * 100);
  const growth = Math.min(100, Math.max(0, (figures.growthValue / STRENGTH_FULL_GROWTH) * 100));
  const items = [
    { Name: 'Attendance', Score: Math.round(attendance) },
    { Name: '5-star ratings', Score: Math.round(rating) },
    { Name: 'Growth', Score: Math.round(growth) },
  ];
  return { strength: Math.round(attendance * 0.5 + rating * 0.3 + growth * 0.2), items };
}

/** The growth-centre entry (growth-account.md §4, §9): a shake starts every 12 s and lasts 2 s. */
export const GROWTH_ENTRY_SHAKE_CYCLE_MS = 12_000;
export const GROWTH_ENTRY_SHAKE_MS = 2_000;

/** The entry shows on every path but the growth centre's and home (growth-account.md §2). */
export function growthEntryAllowedOn(path: string): boolean {
  const lower = path.toLowerCase();
  return !lower.startsWith('/growthcenter') && !lower.startsWith('/home');
}

/**
 * Medals (growth-account.md §7): a level medal for each level from LV.2, certification medals from
 * the ledger's certification entries, and a limited-time medal each provider month. Decided here:
 * a medal is received by the tutor once earned (ReceviceMadal), and one medal at a time is worn.
 */
export const MedalKind = { level: 1, certification: 2, limited: 3 } as const;
export type MedalKind = (typeof MedalKind)[keyof typeof MedalKind];

export const LEVEL_MEDALS = [2, 3, 4, 5, 6, 7, 8].map((level) => ({ code: `LV${level}`, level, name: `LV.${level} medal` }));
export const CERTIFICATION_MEDALS = [
  { code: 'CERT_QA', rule: 'gv.pass_qa_or_tl', name: 'QA test or TL passed' },
  { code: 'CERT_TESOL', rule: 'gv.tesol', name: 'TESOL certified' },
  { code: 'CERT_CONTRACT', rule: 'gv.contract_signed', name: 'Contract signed' },
] as const satisfies ReadonlyArray<{ code: string; rule: LedgerRuleId; name: string }>;
/** The month's limited-time medal: this many 5-star ratings in the provider month. */
export const LIMITED_MEDAL_FIVE_STARS = 20;
export const limitedMedalCode = (month: string) => `STAR_${month.replace('-', '_')}`;

export type Medal = Static<typeof MedalSchema>;

/** Rights a level unlocks (GetTutorRights?level), received once (ReceiveRights?rightsCode). */
export const GROWTH_RIGHTS = [
  { code: 'R_PET_OUTFITS', level: 2, name: 'Pet outfits' },
  { code: 'R_ADVANCED_TRAINING', level: 3, name: 'Advanced training courses' },
  { code: 'R_PRIORITY_REQUESTS', level: 4, name: 'Priority for new class requests' },
  { code: 'R_PROFILE_BADGE', level: 6, name: 'Star tutor badge on your profile' },
  { code: 'R_MENTOR', level: 8, name: 'Mentor new tutors' },
] as const;

export type TutorRight = Static<typeof TutorRightSchema>;

export const MedalMessages = {
  unknownMedal: 'This medal does not exist.',
  notEarned: 'Earn this medal before receiving it.',
  notReceived: 'Receive this medal before wearing it.',
  unknownRight: 'This right does not exist.',
  rightLocked: 'Reach the level of this right before receiving it.',
} as const;

/** The growth ranking card pages through this month's ranking this many tutors at a time. */
export const GROWTH_RANKING_PAGE_SIZE = 10;

export type GrowthRankingPage = Static<typeof GrowthRankingSchema>;

export type MyGrowthRank = Static<typeof MyGrowthRankSchema>;

/** How many pages a ranking of `total` tutors has (at least one, so an empty ranking shows page 1 of 1). */
export function rankingPageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The growth centre's visit log (RequestLog, UpdateLogTime; the spec leaves the bodies to us):
 * RequestLog { Page } opens a visit and answers its Id; UpdateLogTime { Id } records how long it has
 * lasted by the server's clock, so a client cannot inflate it, capped at VISIT_MAX_SECONDS (a tab
 * left open overnight is not hours of growth-centre time).
 */
export const VISIT_MAX_SECONDS = 4 * 60 * 60;
export const GROWTH_VISIT_PAGES: readonly string[] = Object.values(GrowthTab);
/** What RequestLog and UpdateLogTime answer. */
export type GrowthVisit = Static<typeof VisitSchema>;
export const VisitMessages = { badPage: 'This growth centre page does not exist.', unknownVisit: 'This visit does not exist.' } as const;

/** Seconds a visit has lasted from its start to `now`, within 0..VISIT_MAX_SECONDS. */
export function visitSeconds(startedAtIso: string, now: Date): number {
  const seconds = Math.floor((now.getTime() - Date.parse(startedAtIso)) / 1000);
  return Math.min(VISIT_MAX_SECONDS, Math.max(0, Number.isFinite(seconds) ? seconds : 0));
}
