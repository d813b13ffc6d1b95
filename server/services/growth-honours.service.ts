import { ErrorCode } from '../../src/domain/error-codes';
import { GROWTH_TASKS, TaskCategory, growthLevelName } from '../../src/domain/growth';
import {
  HONOUR_TITLES,
  HonourMessages,
  MILESTONES,
  findMilestone,
  honourLevels,
  levelsReached,
  milestoneSummary,
  type GradeHonour,
  type MilestoneDetail,
  type MilestoneSummary,
} from '../../src/domain/honours';
import { ApiFailure } from '../http/envelope';
import { countEntriesByRule, tutorJoinedAt } from '../repositories/growth.repository';
import { growthEntriesInOrder, nthEntryTimes } from '../repositories/honours.repository';
import { growthLevelStanding, type GrowthDeps } from './growth.service';

const BEGINNER_CODES = GROWTH_TASKS.filter((t) => t.category === TaskCategory.beginner).map((t) => t.code);

/** GetGradeHonorDetail: the growth level's honour, and when each level was reached, from the ledger. */
export async function gradeHonour(deps: GrowthDeps, tutorId: number): Promise<GradeHonour> {
  const now = deps.clock.now();
  const [standing, entries, joined] = await Promise.all([
    growthLevelStanding(deps.db, tutorId),
    growthEntriesInOrder(deps.db, tutorId),
    tutorJoinedAt(deps.db, tutorId),
  ]);
  const claims = standing.beginnerClaims;
  const level = standing.level.level;
  const beginnerDoneAt =
    claims.length === BEGINNER_CODES.length
      ? claims
          .map((c) => c.counts_at)
          .sort()
          .at(-1)!
      : null;
  const reached = levelsReached({
    currentLevel: level,
    joinedAt: joined?.created_at ?? now.toISOString(),
    beginnerDoneAt,
    entries: entries.map((e) => ({ amount: Number(e.amount), at: e.counts_at })),
  });
  return {
    Level: level,
    LevelName: growthLevelName(level),
    Honour: HONOUR_TITLES[level]!,
    Score: standing.score,
    NextLevelScore: standing.level.nextAt,
    Levels: honourLevels(level, reached),
  };
}

/** GetMilestoneList: every milestone kind with its count and steps reached; one query. */
export async function milestoneList(deps: GrowthDeps, tutorId: number): Promise<MilestoneSummary[]> {
  const counts = await countEntriesByRule(deps.db, tutorId, [...new Set(MILESTONES.flatMap((m) => [...m.rules]))]);
  return MILESTONES.map((m) =>
    milestoneSummary(
      m,
      m.rules.reduce((sum, rule) => sum + (counts.get(rule) ?? 0), 0),
    ),
  );
}

/** GetMilestoneDetail?type: each step, reached or not, and when (the step's own entry). */
export async function milestoneDetail(deps: GrowthDeps, tutorId: number, type: number): Promise<MilestoneDetail> {
  const milestone = findMilestone(type);
  if (!milestone) throw new ApiFailure(ErrorCode.NotFound, HonourMessages.unknownMilestone, 404);
  const counts = await countEntriesByRule(deps.db, tutorId, milestone.rules);
  const count = milestone.rules.reduce((sum, rule) => sum + (counts.get(rule) ?? 0), 0);
  const reachedSteps = milestone.steps.filter((step) => count >= step);
  const times = await nthEntryTimes(deps.db, tutorId, milestone.rules, reachedSteps);
  return {
    ...milestoneSummary(milestone, count),
    Steps: milestone.steps.map((step) => ({ Step: step, Reached: count >= step, ReachedAt: times.get(step) ?? null })),
  };
}
