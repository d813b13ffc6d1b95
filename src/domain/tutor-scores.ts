import type { Static } from '@sinclair/typebox';
import type { TutorAllScoreSchema } from './api/shell.schemas';

/** The Score response (growth-account.md §3). Month is this month, as the user state's scoreMonth. */
export type TutorAllScore = Static<typeof TutorAllScoreSchema>;
