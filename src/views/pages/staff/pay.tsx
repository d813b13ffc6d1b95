import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { createStaffPayLogic } from '../../../actors/staff-console.actors';
import { addMonths, localMonth, DEFAULT_PROVIDER_TIME_ZONE } from '../../../domain/provider-time';
import { PAY_LINE_KIND_LABELS, formatPhp, periodLabel } from '../../../domain/service-fee';
import { STAFF_PAGE_SIZE } from '../../../domain/staff-console';
import { useAreaLogic } from '../../page-logic-context';
import { ListPaging } from './list-paging';

const php = (amount: number) => formatPhp(Math.round(amount * 100));
/** The current period and the eleven before it, newest first: a period is a provider month. */
const recentPeriods = () => {
  const current = localMonth(Date.now(), DEFAULT_PROVIDER_TIME_ZONE).key;
  return Array.from({ length: 12 }, (_, back) => addMonths(current, -back));
};

/** Pay: a period's tutors, closing the period, reviewing a statement, marking it paid, the CSV export. */
export function PayView() {
  const periods = recentPeriods();
  const pay = useActorRef(useAreaLogic(createStaffPayLogic), { input: { period: periods[1]! } });
  const period = useSelector(pay, (s) => s.context.period);
  const overview = useSelector(pay, (s) => s.context.overview);
  const review = useSelector(pay, (s) => s.context.review);
  const reference = useSelector(pay, (s) => s.context.reference);
  const notice = useSelector(pay, (s) => s.context.notice);
  const noticeIsError = useSelector(pay, (s) => s.context.noticeIsError);
  const failure = useSelector(pay, (s) => (s.matches('failed') ? s.context.failure : ''));
  const busy = useSelector(pay, (s) => !s.matches({ ready: 'idle' }) && !s.matches('failed'));
  const pageIndex = useSelector(pay, (s) => s.context.pageIndex);
  const current = periods[0];

  return (
    <section aria-labelledby="pay-title" aria-busy={busy}>
      <h1 id="pay-title">Pay</h1>
      <div className="staff-toolbar">
        <label htmlFor="pay-period">Pay period</label>
        <select id="pay-period" value={period} onChange={(event) => pay.send({ type: 'pay.period', period: event.target.value })}>
          {periods.map((item) => (
            <option key={item} value={item}>
              {periodLabel(item)}
            </option>
          ))}
        </select>
        <Button
          label="Close period"
          size="small"
          disabled={busy || !overview || overview.Closed || period === current}
          onClick={() => pay.send({ type: 'pay.close' })}
        />
        <Button label="Export CSV" size="small" icon="pi pi-download" disabled={busy} onClick={() => pay.send({ type: 'pay.export' })} />
      </div>
      {notice && (
        <p className={noticeIsError ? 'p-error' : ''} role={noticeIsError ? 'alert' : 'status'}>
          {notice} <Button text size="small" label="Dismiss" onClick={() => pay.send({ type: 'pay.dismissNotice' })} />
        </p>
      )}
      {failure && (
        <p role="alert">
          {failure} <Button text size="small" label="Load again" onClick={() => pay.send({ type: 'pay.reload' })} />
        </p>
      )}
      {overview && (
        <>
          <p className="staff-caption">
            {overview.Closed
              ? `Closed on ${overview.ClosedAt?.slice(0, 10)} by ${overview.ClosedBy}.`
              : period === current
                ? 'The current period is still open.'
                : 'Open: close it when its statements are final.'}
          </p>
          <table className="staff-table" aria-label="Tutors of the period">
            <thead>
              <tr>
                <th>Tutor</th>
                <th>Lines</th>
                <th className="staff-amount">Total</th>
                <th>Account</th>
                <th>Paid</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {overview.Items.map((item) => (
                <tr key={item.Tuid} aria-current={review?.tuid === item.Tuid ? 'true' : undefined}>
                  <td>
                    {item.Name} ({item.Account}, #{item.Tuid})
                  </td>
                  <td>{item.Lines}</td>
                  <td className="staff-amount">{php(item.TotalPhp)}</td>
                  <td>{item.AccountConfirmed ? 'Confirmed' : 'Not confirmed'}</td>
                  <td>{item.PaidOn ? `${item.PaidOn} · ${item.Reference}` : 'Not paid'}</td>
                  <td>
                    <Button
                      text
                      size="small"
                      label={`Review ${item.Name}`}
                      onClick={() => pay.send({ type: 'pay.review', tuid: item.Tuid, name: item.Name })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {overview.Total === 0 && <p>No tutor has pay lines in {periodLabel(period)}.</p>}
          <ListPaging
            pageIndex={pageIndex}
            total={overview.Total}
            pageSize={STAFF_PAGE_SIZE}
            onPage={(index) => pay.send({ type: 'pay.page', pageIndex: index })}
          />
        </>
      )}
      {review && (
        <section className="staff-review" aria-labelledby="review-title">
          <h2 id="review-title">
            Statement of {review.name} for {periodLabel(period)}
          </h2>
          {!review.statement ? (
            <p aria-busy="true">Loading the statement…</p>
          ) : (
            <>
              <dl className="staff-facts" aria-label="Statement totals">
                <dt>{PAY_LINE_KIND_LABELS.classFee}</dt>
                <dd>{php(review.statement.Totals.ClassFees)}</dd>
                <dt>{PAY_LINE_KIND_LABELS.penalty}</dt>
                <dd>{php(review.statement.Totals.Penalties)}</dd>
                <dt>{PAY_LINE_KIND_LABELS.bonus}</dt>
                <dd>{php(review.statement.Totals.Bonuses)}</dd>
                <dt>{PAY_LINE_KIND_LABELS.flowers}</dt>
                <dd>{php(review.statement.Totals.Flowers)}</dd>
                <dt>{PAY_LINE_KIND_LABELS.adjustment}</dt>
                <dd>{php(review.statement.Totals.Adjustments)}</dd>
                <dt>Total</dt>
                <dd>{php(review.statement.Totals.Total)}</dd>
              </dl>
              <table className="staff-table" aria-label="Statement lines">
                <thead>
                  <tr>
                    <th>Date</th>
                    <th>Line</th>
                    <th>Source</th>
                    <th className="staff-amount">Amount</th>
                  </tr>
                </thead>
                <tbody>
                  {review.statement.Lines.map((line) => (
                    <tr key={line.Id}>
                      <td>{line.CountsAt.slice(0, 10)}</td>
                      <td>
                        {line.Label}
                        {line.Note && ` · ${line.Note}`}
                      </td>
                      <td>{line.ClassId !== null ? `Class ${line.ClassId}` : `${line.SourceType} ${line.SourceId}`}</td>
                      <td className="staff-amount">{php(line.AmountPhp)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {review.statement.LineCount > review.statement.Lines.length && (
                <p>
                  The first {review.statement.Lines.length} of {review.statement.LineCount} lines.
                </p>
              )}
              {review.statement.PaidOn ? (
                <p>Paid on {review.statement.PaidOn}.</p>
              ) : !overview?.Closed ? (
                <p>Close the period before marking it paid.</p>
              ) : (
                <form
                  className="staff-toolbar"
                  onSubmit={(event) => {
                    event.preventDefault();
                    pay.send({ type: 'pay.markPaid' });
                  }}
                >
                  <label htmlFor="pay-reference">Payment reference</label>
                  <InputText
                    id="pay-reference"
                    value={reference}
                    maxLength={100}
                    onChange={(event) => pay.send({ type: 'pay.reference', value: event.target.value })}
                  />
                  <Button type="submit" size="small" label="Mark paid" disabled={busy} />
                </form>
              )}
            </>
          )}
          <Button text size="small" label="Close review" onClick={() => pay.send({ type: 'pay.endReview' })} />
        </section>
      )}
    </section>
  );
}
