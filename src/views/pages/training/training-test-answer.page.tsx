import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Link, useSearch } from 'wouter';
import { createTrainingKitsLogic } from '../../../actors/training-kits.actors';
import { TrainingMessages, visibleReport, type TestScoreDetail } from '../../../domain/training';
import { ZoneNote } from '../../components/zone-note';
import { dateTimeIn, useProviderZone } from '../../format/when';
import { useAreaLogic } from '../../page-logic-context';
import '../../styles/training.css';

/** /trainingTestAnswer?recodeId=: a submitted attempt: the QA report, the score, each answer and the key. */
export default function TrainingTestAnswerPage() {
  const recordId = Number(new URLSearchParams(useSearch()).get('recodeId'));
  return Number.isInteger(recordId) && recordId > 0 ? (
    <TestAnswers key={recordId} recordId={recordId} />
  ) : (
    <p role="alert">{TrainingMessages.recordNotFound}</p>
  );
}

function TestAnswers({ recordId }: { recordId: number }) {
  const actor = useActorRef(useAreaLogic(createTrainingKitsLogic).testAnswers, { input: { key: recordId } });
  const detail = useSelector(actor, (s) => s.context.data as TestScoreDetail | null);
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : ''));
  const zone = useProviderZone();
  if (failure) {
    return (
      <p role="alert">
        {failure} <Button text size="small" label="Load again" onClick={() => actor.send({ type: 'load.retry' })} />
      </p>
    );
  }
  if (!detail) return <p aria-busy="true">Loading…</p>;
  const letter = (index: number) => String.fromCharCode(65 + index);
  return (
    <section className="training-page" aria-labelledby="answers-title">
      <h1 id="answers-title">{detail.Name}: answers</h1>
      <div className="training-result">
        <span className="training-muted">Overall score</span>
        <div className="training-score" data-testid="answers-score">
          {detail.Score}
        </div>
        <p className={detail.IsPass ? 'training-pass' : 'training-notpass'}>
          {detail.IsPass ? 'Passed' : 'Not passed'} (passing score {detail.PassScore}), submitted {dateTimeIn(detail.SubmitTime, zone)}
        </p>
        <ZoneNote />
      </div>
      <ul className="training-report" aria-label="Test report">
        {visibleReport(detail.Report).map((item) => (
          <li key={item.title}>
            <label>
              {item.title}: {item.value}
              <progress max={100} value={item.value} aria-label={item.title} />
            </label>
          </li>
        ))}
      </ul>
      <ol className="training-page" aria-label="Answers">
        {detail.Questions.map((question) => (
          <li key={question.ID} className="training-question">
            <p>
              <strong>{question.Text}</strong>{' '}
              <span className={question.IsRight ? 'training-right' : 'training-wrong'}>{question.IsRight ? 'Right' : 'Wrong'}</span>
            </p>
            <ul>
              {question.Options.map((option, index) => (
                <li
                  key={option}
                  className={question.Correct.includes(index) ? 'training-right' : question.Chosen.includes(index) ? 'training-wrong' : undefined}
                >
                  {letter(index)}. {option}
                  {question.Correct.includes(index) ? ' (correct answer)' : ''}
                  {question.Chosen.includes(index) ? ' (your answer)' : ''}
                </li>
              ))}
            </ul>
            {question.Explanation && <p className="training-muted">{question.Explanation}</p>}
          </li>
        ))}
      </ol>
      <div className="training-actions">
        <Link href={`/trainingTestDetails?kctId=${detail.KctId}`}>Retake the test</Link>
        <Link href={`/trainingkitDetails/${detail.KctId}`}>Back to the kit</Link>
      </div>
    </section>
  );
}
