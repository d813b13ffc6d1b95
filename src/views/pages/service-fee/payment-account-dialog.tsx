import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { PAYMENT_TERMS, PaymentMethod } from '../../../domain/service-fee';
import type { AccountField, paymentAccountMachine } from '../../../machines/payment-account.machine';

type AccountActor = ActorRefFrom<typeof paymentAccountMachine>;

function Field({
  dialog,
  field,
  label,
  type = 'text',
  hint,
}: {
  dialog: AccountActor;
  field: Exclude<AccountField, 'method'>;
  label: string;
  type?: string;
  hint?: string;
}) {
  const value = useSelector(dialog, (s) => s.context[field]);
  const error = useSelector(dialog, (s) => s.context.errors[field] ?? '');
  const id = `pay-account-${field}`;
  return (
    <div className="fee-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        aria-invalid={error !== ''}
        aria-describedby={`${id}-error`}
        placeholder={hint}
        onChange={(event) => dialog.send({ type: 'account.field', field, value: event.target.value })}
      />
      <small id={`${id}-error`} className="p-error">
        {error}
      </small>
    </div>
  );
}

/** Payment account confirmation: the saved account, a new one if it changes, the e-mail code and the terms. */
export function PaymentAccountDialog({ dialog: child }: { dialog: AnyActorRef }) {
  const dialog = child as AccountActor;
  const saved = useSelector(dialog, (s) => s.context.saved);
  const method = useSelector(dialog, (s) => s.context.method);
  const acceptTerms = useSelector(dialog, (s) => s.context.acceptTerms);
  const showTerms = useSelector(dialog, (s) => s.context.showTerms);
  const termsError = useSelector(dialog, (s) => s.context.errors.terms ?? '');
  const codeNotice = useSelector(dialog, (s) => s.context.codeNotice);
  const failure = useSelector(dialog, (s) => s.context.failure);
  const sending = useSelector(dialog, (s) => s.matches('sendingCode'));
  const submitting = useSelector(dialog, (s) => s.matches('submitting'));

  return (
    <Dialog header="Payment account" visible style={{ width: 560 }} onHide={() => dialog.send({ type: 'account.cancel' })}>
      {showTerms ? (
        <section aria-label="Terms">
          <h3>Terms of payment</h3>
          <ol className="fee-terms">
            {PAYMENT_TERMS.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ol>
          <Button label="Back to the account" onClick={() => dialog.send({ type: 'account.showTerms', open: false })} />
        </section>
      ) : (
        <form
          className="fee-account-form"
          aria-label="Confirm payment account"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            dialog.send({ type: 'account.submit' });
          }}
        >
          <p>
            {saved.Method === null
              ? 'Add the account your service fee is paid to.'
              : `Current account: ${saved.Method === 'bank' ? 'Bank' : 'PayPal'} ${saved.Account}. Leave the new account empty to confirm it as it is.`}
          </p>
          <div className="fee-field">
            <label htmlFor="pay-account-method">Paid by</label>
            <select
              id="pay-account-method"
              value={method}
              onChange={(event) => dialog.send({ type: 'account.field', field: 'method', value: event.target.value })}
            >
              <option value={PaymentMethod.paypal}>PayPal</option>
              <option value={PaymentMethod.bank}>Bank account</option>
            </select>
          </div>
          <Field dialog={dialog} field="account" label={method === PaymentMethod.paypal ? 'New PayPal e-mail' : 'New bank account number'} />
          <Field dialog={dialog} field="holderName" label="Account holder name" />
          <div className="fee-code">
            <Field dialog={dialog} field="code" label="Verification code" hint={`Sent to ${saved.Email}`} />
            <Button type="button" label="Send code" outlined loading={sending} onClick={() => dialog.send({ type: 'account.sendCode' })} />
          </div>
          {codeNotice && (
            <p role="status">
              {codeNotice}: a code was sent to {saved.Email}.
            </p>
          )}
          <div className="fee-terms-check">
            <input
              id="pay-account-terms"
              type="checkbox"
              checked={acceptTerms}
              aria-invalid={termsError !== ''}
              aria-describedby="pay-account-terms-error"
              onChange={(event) => dialog.send({ type: 'account.acceptTerms', accepted: event.target.checked })}
            />
            <label htmlFor="pay-account-terms">I have read and accept the terms</label>
            <Button type="button" text size="small" label="Read the terms" onClick={() => dialog.send({ type: 'account.showTerms', open: true })} />
          </div>
          <small id="pay-account-terms-error" className="p-error">
            {termsError}
          </small>
          {failure && (
            <p role="alert" className="p-error">
              {failure}
            </p>
          )}
          <div className="fee-actions">
            <Button type="button" text label="Cancel" onClick={() => dialog.send({ type: 'account.cancel' })} />
            <Button type="submit" label="Confirm" loading={submitting} />
          </div>
        </form>
      )}
    </Dialog>
  );
}
