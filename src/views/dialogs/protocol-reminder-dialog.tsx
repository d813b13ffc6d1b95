import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ProgressBar } from 'primereact/progressbar';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createWidgetsLogic } from '../../actors/widgets.actors';
import type { HostedDialogId } from '../../domain/dialog-host';
import { MONITORING_COUNTDOWN_SECONDS, MonitoringTexts, PROTOCOL_COUNTDOWN_SECONDS, ProtocolTexts } from '../../domain/layout-widgets';
import type { protocolReminderMachine } from '../../machines/protocol-reminder.machine';
import { useAreaLogic } from '../page-logic-context';
import { useHostedDialog } from './dialog-host';

type AgreementActor = ActorRefFrom<typeof protocolReminderMachine>;

/** The protocol reminder, run by the layout (growth-account.md §4, §9). */
export function ProtocolReminder() {
  const actor = useActorRef(useAreaLogic(createWidgetsLogic).protocolReminder, { input: { seconds: PROTOCOL_COUNTDOWN_SECONDS } });
  return <ProtocolReminderDialog actor={actor} />;
}

/** The monitoring warning, run by the layout: the same agreement, its own check and countdown. */
export function MonitoringWarning() {
  const actor = useActorRef(useAreaLogic(createWidgetsLogic).monitoringWarning, { input: { seconds: MONITORING_COUNTDOWN_SECONDS } });
  return <MonitoringWarningDialog actor={actor} />;
}

export function ProtocolReminderDialog({ actor }: { actor: AgreementActor }) {
  return <AgreementDialog actor={actor} hostedId="protocol" texts={ProtocolTexts} />;
}

export function MonitoringWarningDialog({ actor }: { actor: AgreementActor }) {
  const reason = useSelector(actor, (snapshot) => snapshot.context.notice);
  return (
    <AgreementDialog actor={actor} hostedId="monitoringWarning" texts={MonitoringTexts}>
      {reason ? (
        <p>
          <strong>{MonitoringTexts.reason}:</strong> {reason}
        </p>
      ) : null}
    </AgreementDialog>
  );
}

/** Persistent until agreed: no close button; I Agree is enabled when the countdown ends. */
function AgreementDialog({
  actor,
  hostedId,
  texts,
  children,
}: {
  actor: AgreementActor;
  hostedId: HostedDialogId;
  texts: { title: string; message: string; agree: string; countdown: (seconds: number) => string };
  children?: ReactNode;
}) {
  const wanted = useSelector(actor, (snapshot) => snapshot.matches('open'));
  const open = useHostedDialog(hostedId, wanted, () => actor.send({ type: 'dialog.shown' }));
  const remaining = useSelector(actor, (snapshot) => snapshot.context.remaining);
  const seconds = useSelector(actor, (snapshot) => snapshot.context.seconds);
  const ready = useSelector(actor, (snapshot) => snapshot.matches({ open: 'ready' }));
  const agreeing = useSelector(actor, (snapshot) => snapshot.matches({ open: 'agreeing' }));
  const read = Math.round(((seconds - remaining) / seconds) * 100);
  const footer = <Button label={texts.agree} disabled={!ready} loading={agreeing} onClick={() => actor.send({ type: 'protocol.agree' })} />;
  return (
    <Dialog header={texts.title} visible={open} closable={false} onHide={() => {}} footer={footer} style={{ width: '550px', maxWidth: '95vw' }}>
      <p>{texts.message}</p>
      {children}
      <ProgressBar value={read} showValue={false} aria-label="Reading time" style={{ height: '6px' }} />
      <p aria-live="polite">{remaining > 0 ? texts.countdown(remaining) : ''}</p>
    </Dialog>
  );
}
