import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Fragment } from 'react';
import { createSopLogic } from '../../../actors/sop.actors';
import type { SopClassScore } from '../../../domain/sop';
import { ZoneNote } from '../../components/zone-note';
import { dateTimeIn, useProviderZone } from '../../format/when';
import { useAreaLogic } from '../../page-logic-context';

function ItemScores({ score }: { score: SopClassScore }) {
  const zone = useProviderZone();
  return (
    <ul className="sop-items" aria-label={`Item scores of the class on ${dateTimeIn(score.ClassTime, zone)}`}>
      {score.Items.map((item) => (
        <li key={item.Item}>
          <span>
            {item.Title}: <strong>{item.Score}</strong> / {item.MaxScore}
          </span>
          <progress max={item.MaxScore} value={item.Score} aria-label={item.Title} />
        </li>
      ))}
      {score.Comment && <li className="training-muted">Comment: {score.Comment}</li>}
      <li className="training-muted">
        Scored by {score.Evaluator} on {dateTimeIn(score.EvaluatedAt, zone)}
      </li>
    </ul>
  );
}

/** scoreClass: each SOP-scored class with its total; a class opens to its item scores. */
export function SopScoreClassPanel() {
  const scores = useActorRef(useAreaLogic(createSopLogic).scores);
  const page = useSelector(scores, (s) => s.context.page);
  const month = useSelector(scores, (s) => s.context.month);
  const openClassId = useSelector(scores, (s) => s.context.openClassId);
  const loading = useSelector(scores, (s) => s.matches('loading'));
  const failure = useSelector(scores, (s) => (s.matches('failed') ? s.context.failure : ''));

  const pages = page ? Math.max(1, Math.ceil(page.Total / page.PageSize)) : 1;
  const zone = useProviderZone();
  return (
    <section aria-labelledby="sop-classes-title" aria-busy={loading}>
      <h2 id="sop-classes-title">SOP score per class</h2>
      <div className="sop-filters">
        <label>
          Month <input type="month" value={month} onChange={(event) => scores.send({ type: 'sop.month', month: event.target.value })} />
        </label>
        {month && <Button text size="small" label="All months" onClick={() => scores.send({ type: 'sop.month', month: '' })} />}
      </div>
      {failure && (
        <p role="alert">
          {failure} <Button text size="small" label="Load again" onClick={() => scores.send({ type: 'sop.retry' })} />
        </p>
      )}
      {page && page.Items.length === 0 && <p className="training-muted">No class of yours has an SOP score{month ? ' in this month' : ' yet'}.</p>}
      {page && page.Items.length > 0 && <ZoneNote />}
      {page && page.Items.length > 0 && (
        <table className="sop-table" aria-label="SOP scores">
          <thead>
            <tr>
              <th scope="col">Class time</th>
              <th scope="col">Student</th>
              <th scope="col">Course</th>
              <th scope="col">Score</th>
              <th scope="col">Result</th>
              <th scope="col">
                <span className="training-muted">Items</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.Items.map((score) => (
              <Fragment key={score.ClassId}>
                <tr>
                  <td>{dateTimeIn(score.ClassTime, zone)}</td>
                  <td>{score.StudentName}</td>
                  <td>{score.CourseName}</td>
                  <td>
                    <strong>{score.Score}</strong> / 100
                  </td>
                  <td className={score.Passed ? 'training-pass' : 'training-notpass'}>{score.Passed ? 'Meets the standard' : 'Below the standard'}</td>
                  <td>
                    <Button
                      text
                      size="small"
                      label={openClassId === score.ClassId ? 'Hide items' : 'Show items'}
                      aria-expanded={openClassId === score.ClassId}
                      aria-label={`${openClassId === score.ClassId ? 'Hide' : 'Show'} items of the class on ${dateTimeIn(score.ClassTime, zone)}`}
                      onClick={() => scores.send({ type: 'sop.toggle', classId: score.ClassId })}
                    />
                  </td>
                </tr>
                {openClassId === score.ClassId && (
                  <tr>
                    <td colSpan={6}>
                      <ItemScores score={score} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      )}
      {page && pages > 1 && (
        <nav className="training-actions" aria-label="SOP score pages">
          <Button
            text
            size="small"
            label="Previous"
            disabled={page.PageIndex <= 1}
            onClick={() => scores.send({ type: 'sop.page', pageIndex: page.PageIndex - 1 })}
          />
          <span>
            Page {page.PageIndex} of {pages}
          </span>
          <Button
            text
            size="small"
            label="Next"
            disabled={page.PageIndex >= pages}
            onClick={() => scores.send({ type: 'sop.page', pageIndex: page.PageIndex + 1 })}
          />
        </nav>
      )}
    </section>
  );
}
