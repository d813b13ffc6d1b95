import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useEffect, type FormEvent } from 'react';
import { VerificationMessages } from '../../domain/verification';
import type { phoneBindingMachine } from '../../machines/phone-binding.machine';
import type { ActorRefFrom } from 'xstate';
import { SendCodeButton } from '../components/send-code-button';
import { useForwardNotices } from '../components/use-forward-notices';
import { useAreaLogic } from '../page-logic-context';
import { createRecordsLogic } from '../../actors/records.actors';
import { SessionContext } from '../session-context';
import { Field } from '../components/form-field';
import '../styles/records.css';

type PhoneBindingRef = ActorRefFrom<typeof phoneBindingMachine>;

/** The phone binding actor; opens on mount when `isNeedUpdatePhone` (and not put off). */
export function usePhoneBinding(isNeedUpdatePhone: boolean, onBound?: () => void): PhoneBindingRef {
  const actor = useActorRef(useAreaLogic(createRecordsLogic).phoneBinding, { input: { isNeedUpdatePhone } });
  const session = SessionContext.useActorRef();
  useForwardNotices(actor);
  useEffect(() => {
    const subscription = actor.on('bound', () => {
      session.send({ type: 'user.patch', patch: { isNeedUpdatePhone: false } });
      onBound?.();
    });
    return () => subscription.unsubscribe();
  }, [actor, session, onBound]);
  return actor;
}

/** The phone binding dialog (growth-account.md §4, §5, §8). The code button (and its countdown) lives and dies with it. */
export function PhoneBindingDialog({ actor }: { actor: PhoneBindingRef }) {
  const open = useSelector(actor, (snapshot) => snapshot.matches('open'));
  const busy = useSelector(actor, (snapshot) => snapshot.matches({ open: 'binding' }) || snapshot.matches({ open: 'reminding' }));
  const countryCode = useSelector(actor, (snapshot) => snapshot.context.countryCode);
  const phone = useSelector(actor, (snapshot) => snapshot.context.phone);
  const code = useSelector(actor, (snapshot) => snapshot.context.code);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const edit = (field: 'countryCode' | 'phone' | 'code', value: string) => actor.send({ type: 'phone.edit', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'phone.bind' });
  };
  return (
    <Dialog header="Bind your phone" visible={open} onHide={() => actor.send({ type: 'phone.close' })} style={{ width: '550px', maxWidth: '95vw' }}>
      {open && (
        <form className="records-form" onSubmit={submit} aria-label="Bind your phone" noValidate>
          <p>Your phone protects your account and lets you sign your contract. We send a verification code by SMS.</p>
          <div className="records-field">
            <label htmlFor="bind-phone">Phone</label>
            <div className="records-phone-row">
              <InputText id="bind-area" aria-label="Area code" value={countryCode} inputMode="tel" onChange={(e) => edit('countryCode', e.target.value)} />
              <InputText id="bind-phone" value={phone} inputMode="tel" onChange={(e) => edit('phone', e.target.value)} aria-invalid={!!errors.phone} />
            </div>
            {(errors.countryCode ?? errors.phone) && (
              <small className="p-error" role="alert">
                {errors.countryCode ?? errors.phone}
              </small>
            )}
          </div>
          <Field id="bind-code" label="Verification code" error={errors.code}>
            <div className="records-code-row">
              <InputText id="bind-code" value={code} inputMode="numeric" autoComplete="one-time-code" onChange={(e) => edit('code', e.target.value)} />
              <SendCodeButton
                request={() => (phone.trim() && countryCode.trim() ? { kind: 'phone', countryCode, phone } : (actor.send({ type: 'phone.bind' }), null))}
              />
            </div>
          </Field>
          <div className="records-actions">
            <Button type="submit" label="Bind" loading={busy} disabled={busy} />
            <Button type="button" label={VerificationMessages.remindLater} text disabled={busy} onClick={() => actor.send({ type: 'phone.remindLater' })} />
          </div>
        </form>
      )}
    </Dialog>
  );
}

/** Mounted in the shell: the dialog opens by itself when the user needs to update the phone. */
/** The dialog the shell opens by itself when the user state asks for a phone (phone-binding-on-mount.tsx loads it). */
export function PhoneBindingOnMountDialog() {
  const actor = usePhoneBinding(true);
  return <PhoneBindingDialog actor={actor} />;
}
