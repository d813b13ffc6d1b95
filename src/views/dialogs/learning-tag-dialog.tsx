import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createLearningTagLogic } from '../../actors/widgets.actors';
import { LEARNING_TAG_COUNTDOWN_OVERRIDE_KEY, learningTagCountdownFrom, LearningTagTexts } from '../../domain/learning-tags';
import type { learningTagMachine } from '../../machines/learning-tag.machine';
import { useAreaLogic } from '../page-logic-context';
import { useHostedDialog } from './dialog-host';

/** The countdown: the spec's 10 s unless the configuration knob shortens it. */
function configuredCountdown(): number {
  try {
    return learningTagCountdownFrom(window.localStorage.getItem(LEARNING_TAG_COUNTDOWN_OVERRIDE_KEY));
  } catch {
    // Storage can be refused (privacy settings): the spec's time then applies.
    return learningTagCountdownFrom(null);
  }
}

/** The learning-tag dialog, run by the layout (growth-account.md §4). */
export function LearningTags() {
  const [countdownSeconds] = useState(configuredCountdown);
  const actor = useActorRef(useAreaLogic(createLearningTagLogic), { input: { countdownSeconds } });
  return <LearningTagDialog actor={actor} />;
}

/** Close is disabled (no close icon, the button off) until the countdown ends. */
export function LearningTagDialog({ actor }: { actor: ActorRefFrom<typeof learningTagMachine> }) {
  const wanted = useSelector(actor, (snapshot) => snapshot.matches('showing'));
  const open = useHostedDialog('learningTag', wanted, () => actor.send({ type: 'dialog.shown' }));
  const content = useSelector(actor, (snapshot) => snapshot.context.content);
  const remaining = useSelector(actor, (snapshot) => snapshot.context.remaining);
  const closable = useSelector(actor, (snapshot) => snapshot.matches({ showing: 'closable' }));
  const learning = useSelector(actor, (snapshot) => snapshot.matches({ showing: 'learning' }));
  const close = () => actor.send({ type: 'learningTag.close' });
  const footer = <Button label={LearningTagTexts.close} disabled={!closable} loading={learning} onClick={close} />;
  return (
    <Dialog header={content?.Title ?? ''} visible={open} closable={closable} onHide={close} footer={footer} style={{ width: '550px', maxWidth: '95vw' }}>
      <p style={{ whiteSpace: 'pre-wrap' }}>{content?.Content}</p>
      <p aria-live="polite">{remaining > 0 && !closable ? LearningTagTexts.countdown(remaining) : ''}</p>
    </Dialog>
  );
}
