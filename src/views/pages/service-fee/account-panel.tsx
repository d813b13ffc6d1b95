import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import type { ServiceFeeActor } from './service-fee-actor';

const methodName = (method: string | null) => (method === 'bank' ? 'Bank account' : 'PayPal');

/** Where the service fee is paid, whether the tutor has confirmed it, and the button to confirm or change it. */
export function AccountPanel({ page }: { page: ServiceFeeActor }) {
  const account = useSelector(page, (s) => s.context.data.account);
  if (!account) return null;
  return (
    <section className="fee-account" aria-label="Payment account">
      <p>
        {account.Method === null ? (
          'No payment account yet.'
        ) : (
          <>
            Paid to: <strong>{methodName(account.Method)}</strong> <span data-testid="payment-account">{account.Account}</span>{' '}
            {account.Confirmed ? <span className="fee-confirmed">Confirmed</span> : <span className="fee-unconfirmed">Not confirmed</span>}
          </>
        )}
      </p>
      <Button size="small" outlined label="Confirm or change payment account" onClick={() => page.send({ type: 'serviceFee.account' })} />
    </section>
  );
}
