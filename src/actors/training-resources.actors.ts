import { fromPromise } from 'xstate';
import { isApiError } from '../domain/api-error';
import type { InstructionalVideo, KitResources, ResourcesFolderPage } from '../domain/training-resources';
import { resourcesFolderMachine, type FolderQuery } from '../machines/resources-folder.machine';
import { trainingLoaderMachine } from '../machines/training-loader.machine';
import type { PageDeps } from './page-logic';

function reporting<T>(deps: PageDeps, call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    if (isApiError(error) && error.kind !== 'business' && error.kind !== 'aborted') deps.reportError(error);
    throw error;
  });
}

/** The resources pages with their real calls: a kit's resources, the folders, the instructional videos. */
export function createTrainingResourcesLogic(deps: PageDeps) {
  const { api } = deps;
  return {
    kitResources: trainingLoaderMachine.provide({
      actors: {
        load: fromPromise<unknown, { key: number }>(({ input, signal }) =>
          reporting(deps, api.post<KitResources>('/api/TutorData/GetKitResources', undefined, { kitId: input.key }, { signal })),
        ),
      },
    }),
    resourcesFolder: resourcesFolderMachine.provide({
      actors: {
        loadFolder: fromPromise<{ page: ResourcesFolderPage; videos: InstructionalVideo[] | null }, FolderQuery & { withVideos: boolean }>(
          async ({ input, signal }) => {
            const query = { pageIndex: input.pageIndex, ...(input.folder ? { folder: input.folder } : {}) };
            const [page, videos] = await Promise.all([
              reporting(deps, api.post<ResourcesFolderPage>('/api/TutorData/GetResourcesFolder', undefined, query, { signal })),
              input.withVideos
                ? reporting(deps, api.post<InstructionalVideo[]>('/api/TutorData/GetInstructionalVideos', undefined, undefined, { signal }))
                : Promise.resolve(null),
            ]);
            return { page, videos };
          },
        ),
        reportView: fromPromise<InstructionalVideo, { videoId: number; seconds: number }>(({ input }) =>
          reporting(deps, api.post<InstructionalVideo>('/api/TutorData/SetClipVideoToView', { VideoId: input.videoId, Seconds: input.seconds })),
        ),
      },
    }),
  };
}
