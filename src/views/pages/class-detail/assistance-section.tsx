import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { ASSISTANCE_TEXT_MAX, ClassDetailDialogWidth } from '../../../domain/class-detail';
import type { classAssistanceMachine } from '../../../machines/class-assistance.machine';

const STATUS_LABELS: Record<string, string> = { open: 'Waiting for support', answered: 'Answered', closed: 'Closed' };

/** Asking support for help with the class (550 px dialog), and the requests' state and replies. */
export function AssistanceSection({ logic, clid, classTool }: { logic: typeof classAssistanceMachine; clid: number; classTool: number }) {
  const actor = useActorRef(logic, { input: { clid, classTool } });
  const problems = useSelector(actor, (s) => s.context.problems);
  const requests = useSelector(actor, (s) => s.context.requests);
  const problemId = useSelector(actor, (s) => s.context.problemId);
  const description = useSelector(actor, (s) => s.context.description);
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const open = useSelector(actor, (s) => s.matches('open') || s.matches('sending'));
  const sending = useSelector(actor, (s) => s.matches('sending'));
  return (
    <section className="class-detail-section" aria-labelledby="assist-title">
      <h2 id="assist-title">Help during class</h2>
      {notice && <p role="status">{notice}</p>}
      {error && !open && <p role="alert">{error}</p>}
      <div className="class-detail-actions">
        <Button type="button" size="small" label="Ask support for help" onClick={() => actor.send({ type: 'assist.open' })} />
        <Button type="button" size="small" text label="Refresh answers" onClick={() => actor.send({ type: 'assist.refresh' })} />
      </div>
      {requests.length > 0 && (
        <ul className="class-detail-requests" aria-label="Support requests">
          {requests.map((r) => (
            <li key={r.Id}>
              <strong>{r.ProblemName}</strong> — {STATUS_LABELS[r.Status] ?? r.Status}
              {r.Reply && <span>: {r.Reply}</span>}
            </li>
          ))}
        </ul>
      )}
      <Dialog
        header="Ask support for help"
        visible={open}
        style={{ width: `${ClassDetailDialogWidth.assistance}px` }}
        onHide={() => actor.send({ type: 'assist.close' })}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'assist.send' });
          }}
        >
          <label htmlFor="assist-problem">Problem</label>
          <select id="assist-problem" value={problemId || ''} onChange={(e) => actor.send({ type: 'assist.pick', problemId: Number(e.target.value) })}>
            <option value="">Choose a problem</option>
            {problems.map((group) => (
              <optgroup key={group.Id} label={group.Name}>
                {group.Children.map((child) => (
                  <option key={child.Id} value={child.Id}>
                    {child.Name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <label htmlFor="assist-description">What happened (optional)</label>
          <InputTextarea
            id="assist-description"
            rows={3}
            maxLength={ASSISTANCE_TEXT_MAX}
            value={description}
            onChange={(e) => actor.send({ type: 'assist.edit', description: e.target.value })}
          />
          {error && <p role="alert">{error}</p>}
          <div className="class-detail-actions">
            <Button type="submit" label="Send to support" loading={sending} disabled={sending} />
          </div>
        </form>
      </Dialog>
    </section>
  );
}
