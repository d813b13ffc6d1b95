import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createTesolReviewLogic } from '../../actors/tesol-review.actors';
import type { tesolReviewMachine } from '../../machines/tesol-review.machine';
import { useAreaLogic } from '../page-logic-context';
import { SessionContext } from '../session-context';
import { useHostedDialog } from './dialog-host';

// The records' dialog and its form code load only for a tutor whose review was refused.
const TesolDialog = lazy(() => import('../pages/personal-data/tesol-dialog').then((module) => ({ default: module.TesolDialog })));

/** The TESOL identity review, opened by the layout through the dialog host when staff refused it (growth-account.md §4). */
export function TesolReview() {
  const actor = useActorRef(useAreaLogic(createTesolReviewLogic));
  // Staff refusing the information sends a message: the state is read again.
  const unread = SessionContext.useSelector((snapshot) => snapshot.context.counters.unread);
  const seen = useRef(unread);
  useEffect(() => {
    if (unread > seen.current) actor.send({ type: 'tesolReview.recheck' });
    seen.current = unread;
  }, [actor, unread]);
  return <TesolReviewView actor={actor} />;
}

export function TesolReviewView({ actor }: { actor: ActorRefFrom<typeof tesolReviewMachine> }) {
  const open = useHostedDialog(
    'tesolReview',
    useSelector(actor, (snapshot) => snapshot.matches('open')),
  );
  const done = useCallback(() => actor.send({ type: 'tesolReview.done' }), [actor]);
  return open ? (
    <Suspense fallback={null}>
      <TesolDialog onClosed={done} />
    </Suspense>
  ) : null;
}
