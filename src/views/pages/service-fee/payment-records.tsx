import { useSelector } from '@xstate/react';
import { SERVICE_FEE_PAGE_SIZE } from '../../../domain/service-fee';
import { AccountPanel } from './account-panel';
import { php } from './fee-format';
import { Paging } from './paging';
import type { ServiceFeeActor } from './service-fee-actor';

/** Payment records: the periods paid, the amount, the date and the account it went to; and the account itself. */
export function PaymentRecords({ page }: { page: ServiceFeeActor }) {
  const records = useSelector(page, (s) => s.context.data.records);
  const pageIndex = useSelector(page, (s) => s.context.pageIndex);
  if (!records) return null;
  return (
    <div>
      <AccountPanel page={page} />
      <table className="fee-table" aria-label="Payment records">
        <thead>
          <tr>
            <th>Periods paid</th>
            <th className="fee-amount">Amount</th>
            <th>Paid on</th>
            <th>Receiving account</th>
            <th>Reference</th>
          </tr>
        </thead>
        <tbody>
          {records.Items.map((item) => (
            <tr key={item.Id}>
              <td>{item.PeriodFrom === item.PeriodTo ? item.PeriodFrom : `${item.PeriodFrom} to ${item.PeriodTo}`}</td>
              <td className="fee-amount">{php(item.AmountPhp)}</td>
              <td>{item.PaidOn}</td>
              <td>{item.Account}</td>
              <td>{item.Reference}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {records.Total === 0 && <p>No payments yet.</p>}
      <Paging
        pageIndex={pageIndex}
        total={records.Total}
        pageSize={SERVICE_FEE_PAGE_SIZE}
        onPage={(index) => page.send({ type: 'serviceFee.page', pageIndex: index })}
      />
    </div>
  );
}
