import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createSkypeDialogLogic } from '../../actors/widgets.actors';
import { SKYPE_ID_MAX_LENGTH, SkypeTexts } from '../../domain/skype';
import type { skypeDialogMachine } from '../../machines/skype-dialog.machine';
import { useAreaLogic } from '../page-logic-context';
import { SessionContext } from '../session-context';
import { useHostedDialog } from './dialog-host';

/** The Skype dialog, run by the layout (growth-account.md §4). */
export function SkypeDialog() {
  const actor = useActorRef(useAreaLogic(createSkypeDialogLogic));
  // A staff message asking for the id arrives as a new unread message: the list is read again.
  const unread = SessionContext.useSelector((snapshot) => snapshot.context.counters.unread);
  const seen = useRef(unread);
  useEffect(() => {
    if (unread > seen.current) actor.send({ type: 'skype.recheck' });
    seen.current = unread;
  }, [actor, unread]);
  return <SkypeDialogView actor={actor} />;
}

export function SkypeDialogView({ actor }: { actor: ActorRefFrom<typeof skypeDialogMachine> }) {
  const open = useHostedDialog(
    'skype',
    useSelector(actor, (snapshot) => snapshot.matches('open')),
  );
  const sky = useSelector(actor, (snapshot) => snapshot.context.sky);
  const fieldError = useSelector(actor, (snapshot) => snapshot.context.fieldError);
  const saving = useSelector(actor, (snapshot) => snapshot.matches({ open: 'saving' }));
  const later = () => actor.send({ type: 'skype.later' });
  const footer = (
    <>
      <Button label={SkypeTexts.later} text onClick={later} disabled={saving} />
      <Button label={SkypeTexts.submit} type="submit" form="skype-id-form" loading={saving} />
    </>
  );
  return (
    <Dialog header={SkypeTexts.title} visible={open} onHide={later} footer={footer} style={{ width: '400px', maxWidth: '95vw' }}>
      <p>{SkypeTexts.message}</p>
      <form
        id="skype-id-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'skype.submit' });
        }}
      >
        <label htmlFor="skype-id" style={{ display: 'block', marginBottom: '0.25rem' }}>
          {SkypeTexts.label}
        </label>
        <InputText
          id="skype-id"
          value={sky}
          maxLength={SKYPE_ID_MAX_LENGTH + 50}
          invalid={fieldError !== ''}
          aria-invalid={fieldError !== ''}
          aria-describedby={fieldError ? 'skype-id-error' : undefined}
          onChange={(event) => actor.send({ type: 'skype.change', sky: event.target.value })}
          style={{ width: '100%' }}
          autoFocus
        />
        {fieldError ? (
          <small id="skype-id-error" role="alert" className="p-error">
            {fieldError}
          </small>
        ) : null}
      </form>
    </Dialog>
  );
}
