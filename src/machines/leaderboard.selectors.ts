import type { SnapshotFrom } from 'xstate';
import { rankingPages } from '../domain/rankings';
import type { leaderboardMachine } from './leaderboard.machine';

type Snapshot = SnapshotFrom<typeof leaderboardMachine>;

export const selectBoardPage = (s: Snapshot) => s.context.page;
export const selectPageIndex = (s: Snapshot) => s.context.pageIndex;
export const selectPageCount = (s: Snapshot) => rankingPages(s.context.page?.Total ?? 0, s.context.pageSize);
export const selectBoardBusy = (s: Snapshot) => s.hasTag('board:busy');
export const selectBoardFailed = (s: Snapshot) => s.matches('failed');
