import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useRef } from 'react';
import { AiChatMessages } from '../../../domain/ai-chat';
import { REMARK_RATINGS, REMARK_TEXT_MAX, RemarkKind } from '../../../domain/class-detail';
import { ClassType } from '../../../domain/classes';
import type { classRemarkMachine } from '../../../machines/class-remark.machine';

/** The class remark form (the trial-class remark on a trial class), with remark later. */
export function RemarkSection({ logic, clid, classType, draft = '' }: { logic: typeof classRemarkMachine; clid: number; classType: string; draft?: string }) {
  const kind = classType === ClassType.trial ? RemarkKind.trial : RemarkKind.class;
  const actor = useActorRef(logic, { input: { clid, kind } });
  const editable = useSelector(actor, (s) => s.matches('editing'));
  const drafted = useRef(false);
  // An AI Mind draft fills the remark once, for the tutor to review and submit.
  useEffect(() => {
    if (!draft || drafted.current || !editable) return;
    drafted.current = true;
    actor.send({ type: 'remark.edit', content: draft });
  }, [actor, draft, editable]);
  const content = useSelector(actor, (s) => s.context.content);
  const ratings = useSelector(actor, (s) => s.context.ratings);
  const status = useSelector(actor, (s) => s.context.status);
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const busy = useSelector(actor, (s) => !s.matches('editing'));
  return (
    <section className="class-detail-section" aria-labelledby="remark-title">
      <h2 id="remark-title">{kind === RemarkKind.trial ? 'Trial class remark' : 'Class remark'}</h2>
      {status && <p>Status: {status === 'submitted' ? 'Submitted' : 'Draft (finish it later)'}</p>}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'remark.submit' });
        }}
      >
        {draft && <p role="note">{AiChatMessages.draftSent}</p>}
        <label htmlFor="remark-content">Remark</label>
        <InputTextarea
          id="remark-content"
          rows={5}
          maxLength={REMARK_TEXT_MAX}
          value={content}
          onChange={(e) => actor.send({ type: 'remark.edit', content: e.target.value })}
        />
        {kind === RemarkKind.class && (
          <fieldset className="class-detail-ratings">
            <legend>Ratings (1 to 5)</legend>
            {REMARK_RATINGS.map((name) => (
              <label key={name}>
                {name}{' '}
                <select value={ratings[name] ?? ''} onChange={(e) => actor.send({ type: 'remark.rate', name, value: Number(e.target.value) })}>
                  <option value="">–</option>
                  {[1, 2, 3, 4, 5].map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </fieldset>
        )}
        {error && <p role="alert">{error}</p>}
        {notice && <p role="status">{notice}</p>}
        <div className="class-detail-actions">
          <Button type="submit" label="Submit remark" loading={busy} disabled={busy} />
          <Button
            type="button"
            severity="secondary"
            label="Remark later"
            disabled={busy || status === 'submitted'}
            onClick={() => actor.send({ type: 'remark.later' })}
          />
        </div>
      </form>
    </section>
  );
}
