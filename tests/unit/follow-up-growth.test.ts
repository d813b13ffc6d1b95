import { describe, expect, it } from 'vitest';
import { followUpLoads } from '../../src/actors/follow-up-loads';
import { HONOUR_TITLES, MILESTONES, honourLevels, milestoneSummary } from '../../src/domain/honours';
import type { ApiClient } from '../../src/services/api-client';

const answers: Record<string, unknown> = {
  '/api/GrowthSystem/GetGradeHonorDetail': {
    Level: 2,
    LevelName: 'LV.2',
    Honour: HONOUR_TITLES[2],
    Score: 20,
    NextLevelScore: 400,
    Levels: honourLevels(2, []),
  },
  '/api/GrowthSystem/GetMilestoneList': MILESTONES.map((m) => milestoneSummary(m, m.type === 1 ? 120 : 1)),
  '/api/GrowthSystem/GetPetInfo': { IsAdopt: true, PetName: 'Mochi', PetLevel: 2, AlterNum: 1, IsCanModified: true, PictureUrl: '', WornSkinId: null },
};
const api = { post: async (path: string) => answers[path] } as unknown as ApiClient;
const load = (name: string) => {
  const line = followUpLoads.find((l) => l.name === name);
  if (!line || !('load' in line)) throw new Error(`no follow-up load '${name}'`);
  return line.load(api);
};

describe("the route guard's growth follow-up loads (shell.md §4 step 6)", () => {
  it('loads the growth first-login with the home task, grade honour, milestones and pet info', async () => {
    expect(followUpLoads.map((l) => l.name)).toEqual(expect.arrayContaining(['growth centre', 'grade honour', 'milestones', 'pet info']));
    expect(await load('grade honour')).toEqual({ growthHonour: 'Rising Tutor' });
    // Classes: 2 steps at 120; every other kind its first step.
    expect(await load('milestones')).toEqual({ milestonesReached: 2 + (MILESTONES.length - 1) });
    expect(await load('pet info')).toEqual({ petName: 'Mochi' });
    answers['/api/GrowthSystem/GetPetInfo'] = { IsAdopt: false, PetName: '', PetLevel: 1, AlterNum: 0, IsCanModified: false, PictureUrl: '', WornSkinId: null };
    expect(await load('pet info')).toEqual({ petName: '' });
  });
});
