import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useEffect, type FormEvent } from 'react';
import { isLooseEmail } from '../../domain/verification';
import type { changeEmailMachine } from '../../machines/change-email.machine';
import type { ActorRefFrom } from 'xstate';
import { SendCodeButton } from '../components/send-code-button';
import { useForwardNotices } from '../components/use-forward-notices';
import { useAreaLogic } from '../page-logic-context';
import { createRecordsLogic } from '../../actors/records.actors';
import { SessionContext } from '../session-context';
import { Field } from '../components/form-field';

type ChangeEmailRef = ActorRefFrom<typeof changeEmailMachine>;

export function useChangeEmail(currentEmail: string): ChangeEmailRef {
  const actor = useActorRef(useAreaLogic(createRecordsLogic).changeEmail, { input: { currentEmail } });
  const session = SessionContext.useActorRef();
  useForwardNotices(actor);
  useEffect(() => {
    const subscription = actor.on('emailChanged', ({ email }) => session.send({ type: 'user.patch', patch: { email } }));
    return () => subscription.unsubscribe();
  }, [actor, session]);
  return actor;
}

/** The change e-mail dialog (growth-account.md §5, §8); the code goes to the new address. */
export function ChangeEmailDialog({ actor }: { actor: ChangeEmailRef }) {
  const open = useSelector(actor, (snapshot) => snapshot.matches('open'));
  const busy = useSelector(actor, (snapshot) => snapshot.matches({ open: 'changing' }));
  const newEmail = useSelector(actor, (snapshot) => snapshot.context.newEmail);
  const code = useSelector(actor, (snapshot) => snapshot.context.code);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'email.submit' });
  };
  return (
    <Dialog header="Change e-mail" visible={open} onHide={() => actor.send({ type: 'email.close' })} style={{ width: '550px', maxWidth: '95vw' }}>
      {open && (
        <form className="records-form" onSubmit={submit} aria-label="Change e-mail" noValidate>
          <Field id="change-email" label="New e-mail" error={errors.newEmail}>
            <InputText
              id="change-email"
              type="email"
              value={newEmail}
              onChange={(e) => actor.send({ type: 'email.edit', field: 'newEmail', value: e.target.value })}
            />
          </Field>
          <Field id="change-code" label="Verification code" error={errors.code}>
            <div className="records-code-row">
              <InputText
                id="change-code"
                value={code}
                inputMode="numeric"
                onChange={(e) => actor.send({ type: 'email.edit', field: 'code', value: e.target.value })}
              />
              <SendCodeButton
                resendLabel
                request={() => (isLooseEmail(newEmail) ? { kind: 'changeEmail', email: newEmail.trim() } : (actor.send({ type: 'email.submit' }), null))}
              />
            </div>
          </Field>
          <Button type="submit" label="Change e-mail" loading={busy} disabled={busy} />
        </form>
      )}
    </Dialog>
  );
}
