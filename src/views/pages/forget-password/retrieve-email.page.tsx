import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { useForwardNotices } from '../../components/use-forward-notices';
import { useAreaLogic } from '../../page-logic-context';
import { createRecordsLogic } from '../../../actors/records.actors';
import { Field } from '../../components/form-field';
import '../../styles/records.css';

/** /retrieveEmail: tutor ID and phone; the sign-in e-mail arrives by SMS on the bound phone. */
export default function RetrieveEmailPage() {
  const actor = useActorRef(useAreaLogic(createRecordsLogic).retrieveEmail);
  useForwardNotices(actor);
  const tuid = useSelector(actor, (snapshot) => snapshot.context.tuid);
  const phone = useSelector(actor, (snapshot) => snapshot.context.phone);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const answer = useSelector(actor, (snapshot) => snapshot.context.answer);
  const busy = useSelector(actor, (snapshot) => snapshot.matches('sending'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'retrieve.submit' });
  };
  return (
    <main className="auth-page">
      <form className="auth-card records-form" onSubmit={submit} aria-labelledby="retrieve-title" noValidate>
        <h1 id="retrieve-title">Forgot your e-mail</h1>
        {answer ? (
          <p role="status">{answer}</p>
        ) : (
          <>
            <p>Enter your tutor ID and the phone bound to your account. We will send your sign-in e-mail to that phone.</p>
            <Field id="retrieve-tuid" label="Tutor ID" error={errors.tuid}>
              <InputText
                id="retrieve-tuid"
                value={tuid}
                inputMode="numeric"
                onChange={(e) => actor.send({ type: 'retrieve.edit', field: 'tuid', value: e.target.value })}
              />
            </Field>
            <Field id="retrieve-phone" label="Phone" error={errors.phone}>
              <InputText
                id="retrieve-phone"
                value={phone}
                inputMode="tel"
                onChange={(e) => actor.send({ type: 'retrieve.edit', field: 'phone', value: e.target.value })}
              />
            </Field>
            <Button type="submit" label="Send my e-mail" loading={busy} disabled={busy} />
          </>
        )}
        <p className="records-links">
          <Link href="/login">Back to sign in</Link> · <Link href="/forgetPassword">Forgot password?</Link>
        </p>
      </form>
    </main>
  );
}
