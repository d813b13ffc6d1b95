import { describe, expect, it } from 'vitest';
import { followUpLoads } from '../../src/actors/follow-up-loads';
import type { ApiClient } from '../../src/services/api-client';

const answers: Record<string, unknown> = {
  '/api/TeachUser/GetEntryKey': { EntryKey: 'ek-100441-n0t5', IdToken: 'x.y.z', Platforms: {}, TestUrl: '', ProductionHosts: [] },
  '/api/tutordata/TutorAllScore': {
    Flowers: 12,
    MonthScore: 96,
    TeachingPoints: 340,
    ComScore: 40,
    GoodScore: 30,
    AbsentScore: -2,
    BadScore: -1,
    CancelScore: -3,
    OtherScore: 5,
    Month: '2026-11',
  },
};
const asked: string[] = [];
const api = { post: async (path: string) => (asked.push(path), answers[path]) } as unknown as ApiClient;
const load = (name: string) => {
  const line = followUpLoads.find((l) => l.name === name);
  if (!line || !('load' in line)) throw new Error(`no follow-up load '${name}'`);
  return line.load(api);
};

describe("the route guard's entry-key and all-score follow-up loads (shell.md §4 step 6)", () => {
  it('keeps the entry key in the user state', async () => {
    expect(await load('entry key')).toEqual({ entryKey: 'ek-100441-n0t5' });
    expect(asked).toContain('/api/TeachUser/GetEntryKey');
  });

  it('refreshes every score field of the user state from TutorAllScore', async () => {
    expect(await load('all score')).toEqual({
      flowers: 12,
      scoreOfTheMonth: 96,
      scoreMonth: '2026-11',
      teachingPoints: 340,
      completion: 40,
      goodRating: 30,
      absences: -2,
      badRating: -1,
      cancellation: -3,
      other: 5,
    });
  });
});
