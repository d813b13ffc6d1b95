import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { isLooseEmail } from '../../../domain/verification';
import type { ForgotPasswordField } from '../../../machines/forgot-password.machine';
import { Field } from '../../components/form-field';
import { SendCodeButton } from '../../components/send-code-button';
import { useForwardNotices } from '../../components/use-forward-notices';
import { useAreaLogic } from '../../page-logic-context';
import { createRecordsLogic } from '../../../actors/records.actors';
import '../../styles/records.css';

/** /forgetPassword: e-mail, the e-mailed code, then a new password (every session is signed out). */
export default function ForgetPasswordPage() {
  const actor = useActorRef(useAreaLogic(createRecordsLogic).forgotPassword);
  useForwardNotices(actor);
  const step = useSelector(actor, (snapshot) =>
    snapshot.matches('done') ? 'done' : snapshot.matches('password') || snapshot.matches('resetting') ? 'password' : 'code',
  );
  const busy = useSelector(actor, (snapshot) => snapshot.matches('verifying') || snapshot.matches('resetting'));
  const email = useSelector(actor, (snapshot) => snapshot.context.email);
  const code = useSelector(actor, (snapshot) => snapshot.context.code);
  const password = useSelector(actor, (snapshot) => snapshot.context.password);
  const confirm = useSelector(actor, (snapshot) => snapshot.context.confirm);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const edit = (field: ForgotPasswordField) => (value: string) => actor.send({ type: 'forgot.edit', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: step === 'code' ? 'forgot.verify' : 'forgot.reset' });
  };

  return (
    <main className="auth-page">
      <form className="auth-card records-form" onSubmit={submit} aria-labelledby="forget-title" noValidate>
        <h1 id="forget-title">Forgot password</h1>
        {step === 'code' && (
          <>
            <p>Enter the e-mail of your tutor account. We will send a verification code to it.</p>
            <Field id="forget-email" label="E-mail" error={errors.email}>
              <InputText
                id="forget-email"
                type="email"
                value={email}
                onChange={(e) => edit('email')(e.target.value)}
                autoComplete="email"
                autoFocus
                aria-invalid={!!errors.email}
              />
            </Field>
            <Field id="forget-code" label="Verification code" error={errors.code}>
              <div className="records-code-row">
                <InputText
                  id="forget-code"
                  value={code}
                  onChange={(e) => edit('code')(e.target.value)}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  aria-invalid={!!errors.code}
                />
                <SendCodeButton
                  resendLabel
                  request={() => (isLooseEmail(email) ? { kind: 'passwordReset', email: email.trim() } : (actor.send({ type: 'forgot.verify' }), null))}
                />
              </div>
            </Field>
            <Button type="submit" label="Next" loading={busy} disabled={busy} />
          </>
        )}
        {step === 'password' && (
          <>
            <p>Choose a new password for {email}.</p>
            <Field id="forget-password" label="New password" error={errors.password}>
              <Password
                inputId="forget-password"
                value={password}
                onChange={(e) => edit('password')(e.target.value)}
                feedback={false}
                toggleMask
                autoComplete="new-password"
              />
            </Field>
            <Field id="forget-confirm" label="Confirm the new password" error={errors.confirm}>
              <Password
                inputId="forget-confirm"
                value={confirm}
                onChange={(e) => edit('confirm')(e.target.value)}
                feedback={false}
                toggleMask
                autoComplete="new-password"
              />
            </Field>
            <Button type="submit" label="Reset password" loading={busy} disabled={busy} />
            <Button type="button" label="Back" text onClick={() => actor.send({ type: 'forgot.back' })} />
          </>
        )}
        {step === 'done' && <p role="status">Your password has been changed and every device was signed out. Sign in with the new password.</p>}
        <p className="records-links">
          <Link href="/login">Back to sign in</Link> · <Link href="/retrieveEmail">Forgot your e-mail?</Link>
        </p>
      </form>
    </main>
  );
}

/** A labelled field with its error under it. */
