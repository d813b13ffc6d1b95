import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { SERVICE_FEE_PAGE_SIZE } from '../../../domain/service-fee';
import { php } from './fee-format';
import { Paging } from './paging';
import type { ServiceFeeActor } from './service-fee-actor';

/** History remarks: what staff noted on the tutor's pay lines, newest first. */
export function HistoryRemarks({ page }: { page: ServiceFeeActor }) {
  const remarks = useSelector(page, (s) => s.context.data.remarks);
  const pageIndex = useSelector(page, (s) => s.context.pageIndex);
  if (!remarks) return null;
  return (
    <div>
      <table className="fee-table" aria-label="History remarks">
        <thead>
          <tr>
            <th>Date</th>
            <th>Period</th>
            <th>Pay line</th>
            <th className="fee-amount">Amount</th>
            <th>Remark</th>
          </tr>
        </thead>
        <tbody>
          {remarks.Items.map((item) => (
            <tr key={item.Id}>
              <td>{item.CreatedAt.slice(0, 10)}</td>
              <td>{item.Period}</td>
              <td>
                {item.LineLabel}
                {item.ClassId !== null && (
                  <>
                    {' '}
                    <Link href={`/classDetail/${item.ClassId}`}>Class {item.ClassId}</Link>
                  </>
                )}
              </td>
              <td className="fee-amount">{php(item.LineAmountPhp)}</td>
              <td className="fee-remark">{item.Remark}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {remarks.Total === 0 && <p>No remarks yet.</p>}
      <Paging
        pageIndex={pageIndex}
        total={remarks.Total}
        pageSize={SERVICE_FEE_PAGE_SIZE}
        onPage={(index) => page.send({ type: 'serviceFee.page', pageIndex: index })}
      />
    </div>
  );
}
