import { fromPromise } from 'xstate';
import type { GradeHonour, MilestoneDetail, MilestoneSummary } from '../domain/honours';
import { growthHonoursMachine, type HonoursData } from '../machines/growth-honours.machine';
import type { PageDeps } from './page-logic';

const P = '/api/GrowthSystem';

/** Grade honour and milestones with their calls (growth-account.md §7 "Growth"). */
export function createGrowthHonoursLogic(deps: PageDeps) {
  return growthHonoursMachine.provide({
    actors: {
      loadHonours: fromPromise<HonoursData>(async ({ signal }) => {
        const [honour, milestones] = await Promise.all([
          deps.api.post<GradeHonour>(`${P}/GetGradeHonorDetail`, undefined, undefined, { signal }),
          deps.api.post<MilestoneSummary[]>(`${P}/GetMilestoneList`, undefined, undefined, { signal }),
        ]);
        return { honour, milestones };
      }),
      loadMilestone: fromPromise<MilestoneDetail, { milestoneType: number }>(({ input, signal }) =>
        deps.api.post<MilestoneDetail>(`${P}/GetMilestoneDetail`, undefined, { type: input.milestoneType }, { signal }),
      ),
    },
  });
}
