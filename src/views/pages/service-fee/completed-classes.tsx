import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { DEFAULT_PROVIDER_TIME_ZONE } from '../../../domain/provider-time';
import { SERVICE_FEE_PAGE_SIZE } from '../../../domain/service-fee';
import { php, timeIn, zoneCaption } from './fee-format';
import { Paging } from './paging';
import { PeriodPicker } from './period-picker';
import type { ServiceFeeActor } from './service-fee-actor';

/** Completed classes of a period with the fee each earned (finished, or the student absent). */
export function CompletedClasses({ page, timeZone = DEFAULT_PROVIDER_TIME_ZONE }: { page: ServiceFeeActor; timeZone?: string }) {
  const classes = useSelector(page, (s) => s.context.data.classes);
  const chart = useSelector(page, (s) => s.context.data.chart);
  const pageIndex = useSelector(page, (s) => s.context.pageIndex);
  if (!classes) return null;
  return (
    <div>
      {chart && (
        <PeriodPicker
          periods={chart.map((item) => item.Period)}
          value={classes.Period}
          onChange={(period) => page.send({ type: 'serviceFee.period', period })}
        />
      )}
      <table className="fee-table" aria-label="Completed classes">
        <caption>{zoneCaption(timeZone)}</caption>
        <thead>
          <tr>
            <th>Class</th>
            <th>Time</th>
            <th>Student</th>
            <th>Type</th>
            <th>Paid as</th>
            <th className="fee-amount">Fee</th>
          </tr>
        </thead>
        <tbody>
          {classes.Items.map((item) => (
            <tr key={item.ClassId}>
              <td>
                <Link href={`/classDetail/${item.ClassId}`}>Class {item.ClassId}</Link>
              </td>
              <td>{timeIn(item.StartTime, timeZone)}</td>
              <td>{item.StudentName}</td>
              <td>{item.ClassType}</td>
              <td>{item.Rule}</td>
              <td className="fee-amount">{php(item.FeePhp)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {classes.Total === 0 && <p>No completed classes in this period yet.</p>}
      <Paging
        pageIndex={pageIndex}
        total={classes.Total}
        pageSize={SERVICE_FEE_PAGE_SIZE}
        onPage={(index) => page.send({ type: 'serviceFee.page', pageIndex: index })}
      />
    </div>
  );
}
