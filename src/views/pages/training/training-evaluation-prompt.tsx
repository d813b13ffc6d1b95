import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { createTrainingCenterLogic } from '../../../actors/training-center.actors';
import { EVALUATION_COMMENT_MAX } from '../../../domain/training-booking';
import { useAreaLogic } from '../../page-logic-context';

/** Asks for the evaluation of a finished training class that has none (GetIsUnfinishedEvalution). */
export function TrainingEvaluationPrompt() {
  const actor = useActorRef(useAreaLogic(createTrainingCenterLogic).evaluation);
  const pending = useSelector(actor, (s) => (s.matches('prompting') || s.matches('submitting') ? s.context.pending : null));
  const rating = useSelector(actor, (s) => s.context.rating);
  const comment = useSelector(actor, (s) => s.context.comment);
  const notice = useSelector(actor, (s) => s.context.notice);
  const failure = useSelector(actor, (s) => s.context.failure);
  const busy = useSelector(actor, (s) => s.hasTag('status:busy'));
  if (!pending) return notice ? <p className="training-notice">{notice}</p> : null;
  return (
    <form
      className="training-question"
      aria-label="Evaluate your training class"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'evaluation.submit' });
      }}
    >
      <p role="status">{pending.Tip}</p>
      <fieldset className="training-actions">
        <legend>Rating</legend>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="training-option">
            <input type="radio" name="training-rating" checked={rating === stars} onChange={() => actor.send({ type: 'evaluation.rate', rating: stars })} />
            {stars} {stars === 1 ? 'star' : 'stars'}
          </label>
        ))}
      </fieldset>
      <label className="flowers-exchange">
        Comment
        <textarea
          maxLength={EVALUATION_COMMENT_MAX}
          value={comment}
          onChange={(event) => actor.send({ type: 'evaluation.comment', text: event.target.value })}
        />
      </label>
      {failure && <p role="alert">{failure}</p>}
      <div className="training-actions">
        <Button type="submit" label="Send evaluation" loading={busy} disabled={busy} />
        <Button type="button" text label="Later" disabled={busy} onClick={() => actor.send({ type: 'evaluation.later' })} />
      </div>
    </form>
  );
}
