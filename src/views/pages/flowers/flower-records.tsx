import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { FlowersTab } from '../../../domain/flowers';
import type { flowersPageMachine } from '../../../machines/flowers-page.machine';
import { Pager } from '../../components/pager';
import { ZoneNote } from '../../components/zone-note';
import { dateTimeIn, useProviderZone } from '../../format/when';

/** The current tab's records with paging. */
export function FlowerRecords({ page, pageSize }: { page: ActorRefFrom<typeof flowersPageMachine>; pageSize: number }) {
  const tab = useSelector(page, (s) => s.context.tab);
  const used = useSelector(page, (s) => s.context.used);
  const obtained = useSelector(page, (s) => s.context.obtained);
  const pageIndex = useSelector(page, (s) => (s.context.tab === FlowersTab.used ? s.context.usedPage : s.context.obtainedPage));
  const loading = useSelector(page, (s) => s.matches('loading'));
  const total = tab === FlowersTab.used ? used.Total : obtained.Total;
  const zone = useProviderZone();

  return (
    <div className="flowers-records" aria-busy={loading}>
      <ZoneNote />
      {tab === FlowersTab.used ? (
        <table aria-label="Used flowers">
          <thead>
            <tr>
              <th>Date</th>
              <th>Flowers</th>
              <th>Amount (PHP)</th>
              <th>Remark</th>
            </tr>
          </thead>
          <tbody>
            {used.Items.map((item) => (
              <tr key={item.Id}>
                <td>{dateTimeIn(item.CreatedAt, zone)}</td>
                <td>{item.Flowers}</td>
                <td>{item.AmountPhp}</td>
                <td className="flowers-remark">{item.Remark}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <table aria-label="Obtained flowers">
          <thead>
            <tr>
              <th>Date</th>
              <th>Flowers</th>
              <th>From</th>
            </tr>
          </thead>
          <tbody>
            {obtained.Items.map((item) => (
              <tr key={item.Id}>
                <td>{dateTimeIn(item.CreatedAt, zone)}</td>
                <td>{item.Flowers}</td>
                <td>{item.Reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {total === 0 && !loading && <p>No records yet.</p>}
      <Pager
        label={tab === FlowersTab.used ? 'Used flowers' : 'Obtained flowers'}
        pageIndex={pageIndex}
        total={total}
        pageSize={pageSize}
        onPage={(index) => page.send({ type: 'flowers.page', pageIndex: index })}
      />
    </div>
  );
}
