import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Link } from 'wouter';
import { PAY_LINE_KIND_LABELS, periodLabel } from '../../../domain/service-fee';
import { dayIn, php, zoneCaption } from './fee-format';
import { AccountPanel } from './account-panel';
import { PeriodChart } from './period-chart';
import { Paging } from './paging';
import { PeriodPicker } from './period-picker';
import type { ServiceFeeActor } from './service-fee-actor';

/** Accounting: the twelve-period chart, the chosen period's totals and a page of its lines (each linked to its class or source), the payslip. */
export function Accounting({ page }: { page: ServiceFeeActor }) {
  const statement = useSelector(page, (s) => s.context.data.statement);
  const chart = useSelector(page, (s) => s.context.data.chart);
  const downloading = useSelector(page, (s) => s.matches({ ready: 'downloading' }));
  if (!statement || !chart) return null;
  const totals = statement.Totals;
  const select = (period: string) => page.send({ type: 'serviceFee.period', period });

  return (
    <div className="fee-accounting">
      <AccountPanel page={page} />
      <PeriodChart totals={chart} selected={statement.Period} onSelect={select} />
      <div className="fee-toolbar">
        <PeriodPicker periods={chart.map((item) => item.Period)} value={statement.Period} onChange={select} />
        <Button label="Download payslip" icon="pi pi-file-pdf" loading={downloading} onClick={() => page.send({ type: 'serviceFee.payslip' })} />
      </div>
      <h2>Statement for {periodLabel(statement.Period)}</h2>
      <p className="fee-caption">
        A pay period is a calendar month in {statement.TimeZone} time. {statement.PaidOn ? `Paid on ${statement.PaidOn}.` : 'Not paid yet.'}
      </p>
      <dl className="fee-totals" aria-label="Statement totals">
        <div>
          <dt>{PAY_LINE_KIND_LABELS.classFee}</dt>
          <dd>{php(totals.ClassFees)}</dd>
        </div>
        <div>
          <dt>{PAY_LINE_KIND_LABELS.penalty}</dt>
          <dd>{php(totals.Penalties)}</dd>
        </div>
        <div>
          <dt>{PAY_LINE_KIND_LABELS.bonus}</dt>
          <dd>{php(totals.Bonuses)}</dd>
        </div>
        <div>
          <dt>{PAY_LINE_KIND_LABELS.flowers}</dt>
          <dd>{php(totals.Flowers)}</dd>
        </div>
        <div>
          <dt>{PAY_LINE_KIND_LABELS.adjustment}</dt>
          <dd>{php(totals.Adjustments)}</dd>
        </div>
        <div className="fee-total">
          <dt>Total</dt>
          <dd data-testid="statement-total">{php(totals.Total)}</dd>
        </div>
      </dl>
      <table className="fee-table" aria-label="Statement lines">
        <caption>{zoneCaption(statement.TimeZone)}</caption>
        <thead>
          <tr>
            <th>Date</th>
            <th>Line</th>
            <th>Class or source</th>
            <th className="fee-amount">Amount</th>
            <th>Remarks</th>
          </tr>
        </thead>
        <tbody>
          {statement.Lines.map((line) => (
            <tr key={line.Id}>
              <td>{dayIn(line.CountsAt, statement.TimeZone)}</td>
              <td>
                {line.Label}
                {line.Note && <small className="fee-note">{line.Note}</small>}
              </td>
              <td>
                {line.ClassId !== null ? (
                  <Link href={`/classDetail/${line.ClassId}`}>Class {line.ClassId}</Link>
                ) : line.SourceType === 'exchange' ? (
                  <Link href="/flowers/usedFlowers">Flower exchange</Link>
                ) : (
                  `${line.SourceType} ${line.SourceId}`
                )}
              </td>
              <td className="fee-amount">{php(line.AmountPhp)}</td>
              <td>{line.Remarks > 0 ? <Link href="/serviceFee/historyRemarks">{line.Remarks === 1 ? '1 remark' : `${line.Remarks} remarks`}</Link> : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {statement.LineCount === 0 && <p>No pay lines in this period yet.</p>}
      {statement.LineCount > statement.pageSize && (
        <Paging
          pageIndex={statement.pageIndex}
          total={statement.LineCount}
          pageSize={statement.pageSize}
          onPage={(index) => page.send({ type: 'serviceFee.page', pageIndex: index })}
        />
      )}
    </div>
  );
}
