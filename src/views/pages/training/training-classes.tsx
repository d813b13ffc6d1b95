import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createTrainingCenterLogic } from '../../../actors/training-center.actors';
import { TRAINING_COMMENT_MAX, type TrainingClassLine } from '../../../domain/training-resources';
import type { trainingClassesMachine } from '../../../machines/training-classes.machine';
import { ZoneNote } from '../../components/zone-note';
import { dateTimeIn, useProviderZone } from '../../format/when';
import { useAreaLogic } from '../../page-logic-context';

/** What became of a class, in words. */
function outcomeOf(line: TrainingClassLine): string {
  if (line.Result) return line.ResultComment ? `${line.Result}: ${line.ResultComment}` : line.Result;
  if (line.AbsentParty) return `${line.AbsentParty} absent`;
  return line.Status;
}

/** Classes with your trainers (MaterialTrainerInfo), with the trainee's absent-trainer report and comment once a class has started. */
export function TrainingClassesSection() {
  const actor = useActorRef(useAreaLogic(createTrainingCenterLogic).classes);
  const page = useSelector(actor, (s) => s.context.page);
  const showing = useSelector(actor, (s) => s.context.when);
  const notice = useSelector(actor, (s) => s.context.notice);
  const failure = useSelector(actor, (s) => s.context.failure);
  const loadFailed = useSelector(actor, (s) => s.matches('failed'));
  const busy = useSelector(actor, (s) => s.hasTag('status:busy'));
  const pages = page ? Math.max(1, Math.ceil(page.Total / page.PageSize)) : 1;

  return (
    <section aria-labelledby="training-classes-title" className="training-page">
      <h2 id="training-classes-title">Classes with your trainers</h2>
      <div className="training-actions" role="group" aria-label="Which classes">
        <Button
          label="To come"
          text={showing !== 0}
          disabled={busy}
          aria-pressed={showing === 0}
          onClick={() => actor.send({ type: 'classes.show', when: 0 })}
        />
        <Button label="Past" text={showing !== 1} disabled={busy} aria-pressed={showing === 1} onClick={() => actor.send({ type: 'classes.show', when: 1 })} />
      </div>
      {notice && (
        <p className="training-notice" role="status">
          {notice}
        </p>
      )}
      {failure && (
        <p role="alert">
          {failure} {loadFailed && <Button text size="small" label="Load again" onClick={() => actor.send({ type: 'classes.retry' })} />}
        </p>
      )}
      {page && page.Items.length === 0 && <p className="training-muted">No training classes here.</p>}
      {page && page.Items.length > 0 && (
        <>
          <ZoneNote />
          <ul className="training-list" aria-label={showing === 0 ? 'Training classes to come' : 'Past training classes'}>
            {page.Items.map((line) => (
              <TrainingClassItem key={line.ClassId} line={line} busy={busy} actor={actor} />
            ))}
          </ul>
        </>
      )}
      {pages > 1 && page && (
        <div className="training-actions">
          <Button
            text
            label="Previous"
            disabled={busy || page.PageIndex <= 1}
            onClick={() => actor.send({ type: 'classes.page', pageIndex: page.PageIndex - 1 })}
          />
          <span>
            Page {page.PageIndex} of {pages}
          </span>
          <Button
            text
            label="Next"
            disabled={busy || page.PageIndex >= pages}
            onClick={() => actor.send({ type: 'classes.page', pageIndex: page.PageIndex + 1 })}
          />
        </div>
      )}
    </section>
  );
}

function TrainingClassItem({ line, busy, actor }: { line: TrainingClassLine; busy: boolean; actor: ActorRefFrom<typeof trainingClassesMachine> }) {
  const [comment, setComment] = useState(line.TraineeComment);
  const zone = useProviderZone();
  // The trainee acts on a class once it has started and until the trainers record it.
  const started = Date.parse(line.ScheduleStart) <= Date.now();
  const open = started && line.Result === null && line.AbsentParty === null;
  return (
    <li className="training-kit" aria-label={line.Title}>
      <strong>{line.Title}</strong>
      <span>
        with {line.TrainerName}, {dateTimeIn(line.ScheduleStart, zone)}
      </span>
      <span className="training-muted">{outcomeOf(line)}</span>
      {open && (
        <div className="training-actions">
          <Button
            size="small"
            severity="secondary"
            label={line.TrainerAbsentReported ? 'Trainer absence reported' : 'The trainer did not come'}
            disabled={busy || line.TrainerAbsentReported}
            onClick={() => actor.send({ type: 'classes.reportAbsent', classId: line.ClassId })}
          />
        </div>
      )}
      {started && (
        <form
          className="training-comment"
          aria-label={`Comment on ${line.Title}`}
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'classes.comment', classId: line.ClassId, comment });
          }}
        >
          <label>
            How did it go?
            <textarea maxLength={TRAINING_COMMENT_MAX} value={comment} onChange={(event) => setComment(event.target.value)} />
          </label>
          <Button type="submit" size="small" label="Save comment" disabled={busy || comment.trim() === ''} />
        </form>
      )}
    </li>
  );
}
