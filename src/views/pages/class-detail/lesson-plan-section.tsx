import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { AiChatMessages } from '../../../domain/ai-chat';
import { LESSON_PLAN_TEXT_MAX } from '../../../domain/class-detail';
import type { lessonPlanMachine } from '../../../machines/lesson-plan.machine';

/** The lesson plan of a coming class. */
export function LessonPlanSection({ logic, clid, draft = '' }: { logic: typeof lessonPlanMachine; clid: number; draft?: string }) {
  const actor = useActorRef(logic, { input: { clid } });
  const editable = useSelector(actor, (s) => !s.matches('loading'));
  const drafted = useRef(false);
  // An AI Mind draft replaces the loaded plan once, for the tutor to review and save.
  useEffect(() => {
    if (!draft || drafted.current || !editable) return;
    drafted.current = true;
    actor.send({ type: 'plan.edit', content: draft });
  }, [actor, draft, editable]);
  const content = useSelector(actor, (s) => s.context.content);
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const savedAt = useSelector(actor, (s) => s.context.savedAt);
  const planState = useSelector(actor, (s) => s.context.planState);
  const busy = useSelector(actor, (s) => !s.matches('editing'));
  return (
    <section className="class-detail-section" aria-labelledby="plan-title">
      <h2 id="plan-title">Lesson plan</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'plan.save' });
        }}
      >
        <label htmlFor="plan-content">Plan for this class</label>
        <InputTextarea
          id="plan-content"
          rows={4}
          maxLength={LESSON_PLAN_TEXT_MAX}
          value={content}
          onChange={(e) => actor.send({ type: 'plan.edit', content: e.target.value })}
        />
        {draft && <p role="note">{AiChatMessages.draftSent}</p>}
        {savedAt && <p className="class-detail-hint">Last saved {savedAt.slice(0, 16).replace('T', ' ')} UTC</p>}
        {error && <p role="alert">{error}</p>}
        {notice && <p role="status">{notice}</p>}
        <div className="class-detail-actions">
          <Button type="submit" label="Save lesson plan" loading={busy} disabled={busy} />
        </div>
      </form>
      {planState && planState.Classes.length > 0 && (
        <details>
          <summary>
            {planState.Pending === 0
              ? `Every class of the next ${planState.Days} days has a plan.`
              : `${planState.Pending} of ${planState.Classes.length} classes of the next ${planState.Days} days need a plan.`}
          </summary>
          <ul aria-label="Lesson plan state">
            {planState.Classes.map((c) => (
              <li key={c.CLID}>
                <Link href={`/classDetail/${c.CLID}`}>
                  {c.StartTime.slice(0, 16).replace('T', ' ')} UTC · {c.StudentName || `Class ${c.CLID}`}
                </Link>{' '}
                {c.HasPlan ? 'Planned' : 'No plan yet'}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
