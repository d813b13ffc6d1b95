import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ProgressBar } from 'primereact/progressbar';
import type { ActorRefFrom } from 'xstate';
import { createWidgetsLogic } from '../../actors/widgets.actors';
import { PROTOCOL_COUNTDOWN_SECONDS, ProtocolTexts } from '../../domain/layout-widgets';
import type { protocolReminderMachine } from '../../machines/protocol-reminder.machine';
import { useAreaLogic } from '../page-logic-context';
import { useHostedDialog } from './dialog-host';

/** The protocol reminder, run by the layout (growth-account.md §4, §9). */
export function ProtocolReminder() {
  const actor = useActorRef(useAreaLogic(createWidgetsLogic).protocolReminder);
  return <ProtocolReminderDialog actor={actor} />;
}

/** Persistent until agreed: no close button; I Agree is enabled when the 30 s countdown ends. */
export function ProtocolReminderDialog({ actor }: { actor: ActorRefFrom<typeof protocolReminderMachine> }) {
  const wanted = useSelector(actor, (snapshot) => snapshot.matches('open'));
  const open = useHostedDialog('protocol', wanted, () => actor.send({ type: 'dialog.shown' }));
  const remaining = useSelector(actor, (snapshot) => snapshot.context.remaining);
  const ready = useSelector(actor, (snapshot) => snapshot.matches({ open: 'ready' }));
  const agreeing = useSelector(actor, (snapshot) => snapshot.matches({ open: 'agreeing' }));
  const read = Math.round(((PROTOCOL_COUNTDOWN_SECONDS - remaining) / PROTOCOL_COUNTDOWN_SECONDS) * 100);
  const footer = (
    <Button label={ProtocolTexts.agree} disabled={!ready} loading={agreeing} onClick={() => actor.send({ type: 'protocol.agree' })} />
  );
  return (
    <Dialog header={ProtocolTexts.title} visible={open} closable={false} onHide={() => {}} footer={footer} style={{ width: '550px', maxWidth: '95vw' }}>
      <p>{ProtocolTexts.message}</p>
      <ProgressBar value={read} showValue={false} aria-label="Reading time" style={{ height: '6px' }} />
      <p aria-live="polite">{remaining > 0 ? ProtocolTexts.countdown(remaining) : ''}</p>
    </Dialog>
  );
}
