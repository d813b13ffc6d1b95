import { describe, expect, it } from 'vitest';
import { followUpLoads } from '../../src/actors/follow-up-loads';
import type { ApiClient } from '../../src/services/api-client';

const answers: Record<string, unknown> = {
  '/api/tutordata/GetTutorTrail': {
    Tuid: 100298,
    TrialClasses: 31,
    Conversions: 30,
    TrialLevel: 'T1',
    ToNextLevel: 20,
    LastTrialAt: '2026-11-20T01:00:00.000Z',
  },
  '/api/TutorComm/GetTutorInfo': { IsCustomized: false, PersonalState: 2, ContactState: 1, HB: 1, TLState: 0 },
  '/api/TutorComm/GetTutorSubjectType': { SubjectType: 2, SubjectName: 'Math' },
  '/api/account/LoginLog': { Id: 7 },
};
const asked: Array<[string, unknown]> = [];
const api = { post: async (path: string, body?: unknown) => (asked.push([path, body]), answers[path]) } as unknown as ApiClient;
const load = (name: string) => {
  const line = followUpLoads.find((l) => l.name === name);
  if (!line || !('load' in line)) throw new Error(`no follow-up load '${name}'`);
  return line.load(api);
};

describe("the route guard's tutor trail, tutor info, subject and sign-in log follow-up loads (shell.md §4 step 6)", () => {
  it('refreshes the conversion count (the trial level) from the tutor trail', async () => {
    expect(await load('tutor trail')).toEqual({ transformPeriodCount: 30 });
  });

  it('keeps tutor info and the subject type in the user state', async () => {
    expect(await load('tutor info')).toEqual({ tutorInfo: { IsCustomized: false, PersonalState: 2, ContactState: 1, HB: 1, TLState: 0 } });
    expect(await load('subject type')).toEqual({ subjectType: 2 });
  });

  // The unit project runs in Node: no navigator, so no user agent.
  it('logs the start with the web client name and changes nothing in the user state', async () => {
    asked.length = 0;
    expect(await load('login log')).toEqual({});
    expect(asked).toEqual([['/api/account/LoginLog', { Action: 'opened', ClientName: 'TutorPortalWeb', ClientInfo: '' }]]);
  });

  it('runs the trail after the self-cancel option, as the spec lists them', () => {
    const names = followUpLoads.map((line) => line.name);
    expect(names.indexOf('tutor trail')).toBe(names.indexOf('self-cancel option') + 1);
  });
});
