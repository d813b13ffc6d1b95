import { fromPromise } from 'xstate';
import type { GrowthHome } from '../domain/growth';
import { CLASS_PHOTO_MODULE, type GrowthScheduleList, type PhotoSharing } from '../domain/growth-schedule';
import { growthScheduleMachine, type ScheduleActResult, type ScheduleAndPhotos, type ShareInput } from '../machines/growth-schedule.machine';
import { newFileCode } from '../services/file-code';
import type { PageDeps } from './page-logic';
import { ScoreSource } from './score-sources';

const P = '/api/GrowthSystem';

/** Schedule confirmation and class photos with their calls (growth-account.md §7 "Growth"). */
export function createGrowthScheduleLogic(deps: PageDeps) {
  const load = async (signal?: AbortSignal): Promise<ScheduleAndPhotos> => {
    const [schedule, sharing] = await Promise.all([
      deps.api.post<GrowthScheduleList>(`${P}/GetScheduleList`, undefined, undefined, { signal }),
      deps.api.post<PhotoSharing>(`${P}/GetPhotoSharing`, undefined, undefined, { signal }),
    ]);
    return { schedule, sharing };
  };
  // Both earn growth: the person panel's Growth Values and the other growth cards follow.
  const growthMoved = async () => {
    const home = await deps.api.post<GrowthHome>(`${P}/GetTutorHomeTask`);
    deps.scoresChanged({ growthSystemScore: home.Score }, ScoreSource.schedule);
  };
  return growthScheduleMachine.provide({
    actors: {
      loadSchedule: fromPromise<ScheduleAndPhotos>(({ signal }) => load(signal)),
      confirmSchedule: fromPromise<ScheduleActResult>(async ({ signal }) => {
        const answer = await deps.api.postWithMessage<GrowthScheduleList>(`${P}/ScheduleSubmit`, {});
        await growthMoved();
        return { data: await load(signal), message: answer.message };
      }),
      sharePhoto: fromPromise<ScheduleActResult, ShareInput>(async ({ input, signal }) => {
        const answer = await deps.api.postWithMessage<PhotoSharing>(`${P}/ClassGroupPhotoSubmit`, {
          ClassId: input.classId,
          FileRef: input.fileRef,
          ...(input.caption.trim() ? { Caption: input.caption.trim() } : {}),
        });
        await growthMoved();
        return { data: await load(signal), message: answer.message };
      }),
    },
    actions: {
      startUpload: ({ self }, params) => {
        const fileCode = newFileCode();
        self.send({ type: 'photo.uploadStarted', fileCode });
        deps.startUpload({ fileCode, moduleName: CLASS_PHOTO_MODULE, file: params.file, replyTo: self });
      },
    },
  });
}
