import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { useAreaLogic } from '../page-logic-context';
import { createLessonReminderLogic } from '../../actors/schedule.actors';

/** The lesson reminder card (teaching.md §4): the server's Tips; a click opens the named route releaseTime. */
export function LessonReminderCard() {
  const [path, navigate] = useLocation();
  const logic = useAreaLogic(createLessonReminderLogic);
  // The route change is the app's: the card's machine only says when to open releaseTime.
  const machine = useMemo(() => logic.provide({ actions: { openReleaseTime: () => navigate('/releaseTime/submit') } }), [logic, navigate]);
  const actor = useActorRef(machine, { input: { path } });
  const visible = useSelector(actor, (s) => s.matches({ reminding: 'visible' }));
  const tips = useSelector(actor, (s) => s.context.tips);
  useEffect(() => actor.send({ type: 'reminder.route', path }), [actor, path]);
  if (!visible) return null;
  return (
    <button type="button" className="lesson-reminder-card" aria-label={`Lesson reminder: ${tips}`} onClick={() => actor.send({ type: 'reminder.open' })}>
      <i className="pi pi-calendar-plus" aria-hidden="true" />
      <span>{tips}</span>
    </button>
  );
}
