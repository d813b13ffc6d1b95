import type { SnapshotFrom } from 'xstate';
import type { singleSignOnMachine } from './single-sign-on.machine';
import { SingleSignOnTag } from './single-sign-on.types';

/** Narrow reads of the sign-in machine's snapshot, for the sign-in pages. */
export type SingleSignOnSnapshot = SnapshotFrom<typeof singleSignOnMachine>;

/** A sign-in is on its way (the provider's page, the callback, a one-time secret). */
export const selectIsBusy = (snapshot: SingleSignOnSnapshot) => snapshot.hasTag(SingleSignOnTag.busy);
export const selectIsFailed = (snapshot: SingleSignOnSnapshot) => snapshot.hasTag(SingleSignOnTag.failed);
/** What the tutor is told about the failed attempt; '' unless the last attempt failed. */
export const selectError = (snapshot: SingleSignOnSnapshot) => (snapshot.hasTag(SingleSignOnTag.failed) ? snapshot.context.error : '');
