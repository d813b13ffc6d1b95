import { fromPromise } from 'xstate';
import type { Medal, TutorRight } from '../domain/growth';
import type { MedalAction, MedalsAndRights } from '../domain/growth-medals-view';
import { growthMedalsMachine } from '../machines/growth-medals.machine';
import type { PageDeps } from './page-logic';
import { ScoreSource } from './score-sources';

const P = '/api/GrowthSystem';

/** Medals and rights with their calls (growth-account.md §7 "Growth"). */
export function createGrowthMedalsLogic(deps: PageDeps) {
  const load = async (signal?: AbortSignal): Promise<MedalsAndRights> => {
    const post = <T>(call: string) => deps.api.post<T>(`${P}/${call}`, undefined, undefined, { signal });
    const [levelMedals, certificationMedals, limitedMedals, rights, received] = await Promise.all([
      post<Medal[]>('LevelMedalList'),
      post<Medal[]>('GetCertificationMedals'),
      post<Medal[]>('GetLimitedTimeMedal'),
      post<TutorRight[]>('GetRightsList'),
      post<TutorRight[]>('TutorRightsRecode'),
    ]);
    return { levelMedals, certificationMedals, limitedMedals, rights, received };
  };
  const call = (action: MedalAction) => {
    switch (action.kind) {
      case 'receiveMedal':
        return deps.api.post(`${P}/ReceviceMadal`, undefined, { MadalType: action.code });
      case 'wearMedal':
        return deps.api.post(`${P}/WearMedal`, undefined, { code: action.code });
      case 'receiveRight':
        return deps.api.post(`${P}/ReceiveRights`, undefined, { rightsCode: action.code });
    }
  };
  return growthMedalsMachine.provide({
    actors: {
      loadMedals: fromPromise<MedalsAndRights>(({ signal }) => load(signal)),
      act: fromPromise<MedalsAndRights, MedalAction>(async ({ input, signal }) => {
        await call(input);
        const data = await load(signal);
        // A right received shows in the person panel and the other growth cards without a reload.
        if (input.kind === 'receiveRight') deps.scoresChanged({}, ScoreSource.medals);
        return data;
      }),
    },
  });
}
