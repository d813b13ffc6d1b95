import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { configuredIdleTimeout, idleReminderLogic } from '../../actors/idle-reminder.actors';
import { IdleTexts } from '../../domain/layout-widgets';
import type { idleReminderMachine } from '../../machines/idle-reminder.machine';
import type { ActorRefFrom } from 'xstate';
import { useHostedDialog } from './dialog-host';

/** The idle reminder, run by the layout while it is open (growth-account.md §4). */
export function IdleReminder() {
  const [idleMs] = useState(configuredIdleTimeout);
  const actor = useActorRef(idleReminderLogic, { input: { idleMs } });
  return <IdleReminderDialog actor={actor} />;
}

export function IdleReminderDialog({ actor }: { actor: ActorRefFrom<typeof idleReminderMachine> }) {
  const open = useHostedDialog(
    'idle',
    useSelector(actor, (snapshot) => snapshot.matches('idle')),
  );
  const footer = (
    <>
      <Button label={IdleTexts.stay} text onClick={() => actor.send({ type: 'idle.stay' })} />
      <Button label={IdleTexts.refresh} icon="pi pi-refresh" onClick={() => actor.send({ type: 'idle.refresh' })} autoFocus />
    </>
  );
  return (
    <Dialog
      header={IdleTexts.title}
      visible={open}
      onHide={() => actor.send({ type: 'idle.stay' })}
      footer={footer}
      style={{ width: '400px', maxWidth: '95vw' }}
    >
      <p>{IdleTexts.message}</p>
    </Dialog>
  );
}
