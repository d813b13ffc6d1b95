import type { SnapshotFrom } from 'xstate';
import type { RealtimeMachine } from './realtime.machine';
import { RealtimeStatus } from './realtime.types';

export type RealtimeSnapshot = SnapshotFrom<RealtimeMachine>;

/** Where the connection stands, in one word (the views show it and tests read it). */
export function selectRealtimeStatus(snapshot: RealtimeSnapshot): RealtimeStatus {
  if (snapshot.matches('idle')) return RealtimeStatus.idle;
  if (snapshot.matches('polling') || snapshot.matches('starting')) return RealtimeStatus.polling;
  if (snapshot.matches('closed')) return RealtimeStatus.closed;
  if (snapshot.matches({ live: 'following' })) return RealtimeStatus.following;
  if (snapshot.matches({ live: { leading: { online: 'connected' } } })) return RealtimeStatus.connected;
  if (snapshot.matches({ live: { leading: { online: 'connecting' } } })) return RealtimeStatus.connecting;
  if (snapshot.matches({ live: { leading: 'retrying' } })) return RealtimeStatus.retrying;
  return RealtimeStatus.offline;
}

export const selectRetries = (snapshot: RealtimeSnapshot) => snapshot.context.retries;
