import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import type { trialSmsMachine } from '../../../machines/trial-sms.machine';

/** The SMS reminder a tutor can send the student of a coming trial class, once. */
export function TrialSmsSection({ logic, clid }: { logic: typeof trialSmsMachine; clid: number }) {
  const actor = useActorRef(logic, { input: { clid } });
  const status = useSelector(actor, (s) => s.context.status);
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const busy = useSelector(actor, (s) => !s.matches('ready'));
  return (
    <section className="class-detail-section" aria-labelledby="trial-sms-title">
      <h2 id="trial-sms-title">Trial class SMS notice</h2>
      {notice && <p role="status">{notice}</p>}
      {error && <p role="alert">{error}</p>}
      {status?.Sent && <p>Sent {status.SentAt.slice(0, 16).replace('T', ' ')} UTC</p>}
      {status && !status.CanSend && !status.Sent && status.Reason && <p>{status.Reason}</p>}
      {status?.CanSend && (
        <div className="class-detail-actions">
          <Button type="button" label="Send SMS notice" loading={busy} disabled={busy} onClick={() => actor.send({ type: 'sms.send' })} />
        </div>
      )}
    </section>
  );
}
