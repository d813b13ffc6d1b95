import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Link, useSearch } from 'wouter';
import { createTrainingKitsLogic } from '../../../actors/training-kits.actors';
import { TrainingMessages } from '../../../domain/training';
import { useAreaLogic } from '../../page-logic-context';
import '../../styles/training.css';

/** /trainingTestDetails?kctId=: a kit's test; the server scores the answers. */
export default function TrainingTestDetailsPage() {
  const kctId = Number(new URLSearchParams(useSearch()).get('kctId'));
  return Number.isInteger(kctId) && kctId > 0 ? <KitTest key={kctId} kctId={kctId} /> : <p role="alert">{TrainingMessages.kitNotFound}</p>;
}

function KitTest({ kctId }: { kctId: number }) {
  const actor = useActorRef(useAreaLogic(createTrainingKitsLogic).kitTest, { input: { kctId, now: Date.now } });
  const paper = useSelector(actor, (s) => s.context.paper);
  const answers = useSelector(actor, (s) => s.context.answers);
  const failure = useSelector(actor, (s) => s.context.failure);
  const result = useSelector(actor, (s) => (s.matches('scored') ? s.context.result : null));
  const resultMessage = useSelector(actor, (s) => s.context.resultMessage);
  const loadFailed = useSelector(actor, (s) => s.matches('failed'));
  const busy = useSelector(actor, (s) => s.hasTag('status:busy'));

  if (loadFailed) {
    return (
      <p role="alert">
        {failure} <Button text size="small" label="Load again" onClick={() => actor.send({ type: 'test.retry' })} />
      </p>
    );
  }
  if (!paper) return <p aria-busy="true">Loading…</p>;
  if (result) {
    return (
      <section className="training-page" aria-labelledby="test-title">
        <h1 id="test-title">{paper.Name}: result</h1>
        <div className="training-result" role="status" aria-label="Test result">
          <div className="training-score" data-testid="test-score">
            {result.Score}
          </div>
          <p className={result.IsPass ? 'training-pass' : 'training-notpass'}>{resultMessage}</p>
          <p className="training-muted">Passing score: {result.PassScore}</p>
        </div>
        <div className="training-actions">
          <Link href={`/trainingTestAnswer?recodeId=${result.RecordId}`}>See the answers</Link>
          <Button label="Retake the test" icon="pi pi-refresh" outlined onClick={() => actor.send({ type: 'test.retake' })} />
          <Link href={`/trainingkitDetails/${paper.KctId}`}>Back to the kit</Link>
        </div>
      </section>
    );
  }
  return (
    <section className="training-page" aria-labelledby="test-title">
      <h1 id="test-title">{paper.Name}: test</h1>
      <p className="training-muted">
        {paper.Questions.length} questions, about {paper.TestMinutes} minutes. Passing score: {paper.PassScore}.
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'test.submit' });
        }}
        className="training-page"
      >
        {paper.Questions.map((question, index) => (
          <fieldset key={question.ID} className="training-question">
            <legend>
              {index + 1}. {question.Text}
            </legend>
            {question.Options.map((option, optionIndex) => (
              <label key={option} className="training-option">
                <input
                  type={question.Multiple ? 'checkbox' : 'radio'}
                  name={`q${question.ID}`}
                  checked={(answers[question.ID] ?? []).includes(optionIndex)}
                  onChange={() => actor.send({ type: 'test.choose', questionId: question.ID, option: optionIndex })}
                />
                {option}
              </label>
            ))}
          </fieldset>
        ))}
        {failure && <p role="alert">{failure === 'unanswered' ? TrainingMessages.answersRequired : failure}</p>}
        <div className="training-actions">
          <Button type="submit" label="Submit" icon="pi pi-send" loading={busy} disabled={busy} />
        </div>
      </form>
    </section>
  );
}
