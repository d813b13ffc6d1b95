import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { createSopLogic } from '../../../actors/sop.actors';
import { sopItemTitle, type SopAssessmentSummary } from '../../../domain/sop';
import { useAreaLogic } from '../../page-logic-context';

const shown = (value: number | null, unit = '') => (value === null ? '–' : `${value}${unit}`);

/** assessmentSummary: the last six months of SOP scores, per month and per rubric item. */
export function SopAssessmentSummaryPanel() {
  const summary = useActorRef(useAreaLogic(createSopLogic).summary, { input: { key: 0 } });
  const data = useSelector(summary, (s) => s.context.data as SopAssessmentSummary | null);
  const failure = useSelector(summary, (s) => (s.matches('failed') ? s.context.failure : ''));
  if (failure)
    return (
      <p role="alert">
        {failure} <Button text size="small" label="Load again" onClick={() => summary.send({ type: 'load.retry' })} />
      </p>
    );
  if (!data) return <p>Loading…</p>;
  return (
    <section aria-labelledby="sop-summary-title">
      <h2 id="sop-summary-title">Assessment summary</h2>
      <p className="training-muted">
        The last {data.Months.length} months. A class meets the standard from {data.PassScore} points of 100.
      </p>
      <dl className="sop-figures">
        <div>
          <dt>Scored classes</dt>
          <dd>{data.Classes}</dd>
        </div>
        <div>
          <dt>Average score</dt>
          <dd>{shown(data.Average)}</dd>
        </div>
        <div>
          <dt>Meeting the standard</dt>
          <dd>{shown(data.PassRate, '%')}</dd>
        </div>
        <div>
          <dt>To work on</dt>
          <dd className="sop-figure-text">{data.Weakest ? sopItemTitle(data.Weakest) : '–'}</dd>
        </div>
      </dl>
      <h3>By month</h3>
      <table className="sop-table" aria-label="SOP scores by month">
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Scored classes</th>
            <th scope="col">Average</th>
            <th scope="col">Meeting the standard</th>
          </tr>
        </thead>
        <tbody>
          {data.Months.map((month) => (
            <tr key={month.Month}>
              <th scope="row">{month.Month}</th>
              <td>{month.Classes}</td>
              <td>{shown(month.Average)}</td>
              <td>{month.Passed}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>By item</h3>
      <ul className="sop-summary-items" aria-label="SOP items">
        {data.Items.map((item) => (
          <li key={item.Item}>
            <span>
              {item.Title} (of {item.MaxScore}): <strong>{shown(item.Percent, '%')}</strong>
            </span>
            <progress max={100} value={item.Percent ?? 0} aria-label={item.Title} />
          </li>
        ))}
      </ul>
    </section>
  );
}
