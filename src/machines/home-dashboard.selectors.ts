import type { SnapshotFrom } from 'xstate';
import type { HomeDashboardMachine } from './home-dashboard.machine';
import { HomeDashboardTag } from './home-dashboard.types';

export type HomeDashboardSnapshot = SnapshotFrom<HomeDashboardMachine>;

export const selectClasses = (snapshot: HomeDashboardSnapshot) => snapshot.context.classes;
export const selectBulletins = (snapshot: HomeDashboardSnapshot) => snapshot.context.bulletins;
export const selectBanners = (snapshot: HomeDashboardSnapshot) => snapshot.context.banners;
export const selectScores = (snapshot: HomeDashboardSnapshot) => snapshot.context.scores;
export const selectLoadingClasses = (snapshot: HomeDashboardSnapshot) => snapshot.hasTag(HomeDashboardTag.loadingClasses);
export const selectLoadingBulletins = (snapshot: HomeDashboardSnapshot) => snapshot.hasTag(HomeDashboardTag.loadingBulletins);
export const selectLoadingScores = (snapshot: HomeDashboardSnapshot) => snapshot.hasTag(HomeDashboardTag.loadingScores);
/** Some section failed: the page offers to load it again. */
export const selectAnyFailed = (snapshot: HomeDashboardSnapshot) =>
  snapshot.matches({ classes: 'failed' }) ||
  snapshot.matches({ bulletins: 'failed' }) ||
  snapshot.matches({ banners: 'failed' }) ||
  snapshot.matches({ scores: 'failed' });
