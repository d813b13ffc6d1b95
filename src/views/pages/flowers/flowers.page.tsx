import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { FLOWER_RATE_NOTE, FLOWER_RECORDS_PAGE_SIZE, FlowersTab } from '../../../domain/flowers';
import { createFlowersLogic } from '../../../actors/flowers.actors';
import { useAreaLogic } from '../../page-logic-context';
import '../../styles/flowers.css';
import { ExchangeDialog } from './exchange-dialog';
import { FlowerRecords } from './flower-records';

const TABS = [
  { tab: FlowersTab.used, label: 'Used flowers' },
  { tab: FlowersTab.obtained, label: 'Obtained flowers' },
] as const;

const tabOfPath = (path: string): FlowersTab => (path.split('/').filter(Boolean)[1] === FlowersTab.obtained ? FlowersTab.obtained : FlowersTab.used);

/** /flowers with its tabs usedFlowers (default) and obtainedFlowers (growth-account.md §2), the balance and the exchange. */
export default function FlowersPage() {
  const [path] = useLocation();
  const tab = tabOfPath(path);
  const openExchange = new URLSearchParams(useSearch()).has('exchange');
  const page = useActorRef(useAreaLogic(createFlowersLogic), { input: { tab, openExchange } });
  const balance = useSelector(page, (s) => s.context.balance);
  const notice = useSelector(page, (s) => s.context.notice);
  const failed = useSelector(page, (s) => s.matches('failed'));
  const exchange = useSelector(page, (s) => s.children.exchange);

  useEffect(() => page.send({ type: 'flowers.tab', tab }), [page, tab]);

  return (
    <section className="flowers-page" aria-labelledby="flowers-title">
      <h1 id="flowers-title">My Flowers</h1>
      {notice && (
        <p className="flowers-notice" role="status">
          {notice} <Button text size="small" label="Dismiss" onClick={() => page.send({ type: 'flowers.dismissNotice' })} />
        </p>
      )}
      {failed && (
        <p role="alert">
          The flowers could not be loaded. <Button text size="small" label="Load again" onClick={() => page.send({ type: 'flowers.reload' })} />
        </p>
      )}
      {balance && (
        <dl className="flowers-balance" aria-label="Flower balance">
          <div>
            <dt>Flowers</dt>
            <dd data-testid="flower-balance">{balance.Balance}</dd>
          </div>
          <div>
            <dt>Exchanged in {balance.Month}</dt>
            <dd>
              {balance.ExchangedThisMonth} / {balance.MonthlyLimit}
            </dd>
          </div>
          <div>
            <dt>Rate</dt>
            <dd>
              1 flower = {balance.PhpPerFlower} PHP <small>{FLOWER_RATE_NOTE}</small>
            </dd>
          </div>
        </dl>
      )}
      {balance && (
        <Button
          label="Flowers For Cash"
          icon="pi pi-wallet"
          disabled={!balance.ExchangeEnabled || balance.Quota === 0}
          onClick={() => page.send({ type: 'flowers.exchange' })}
        />
      )}
      <nav className="flowers-tabs" aria-label="Flower records">
        {TABS.map((item) => (
          <Link key={item.tab} href={`/flowers/${item.tab}`} className="flowers-tab" aria-current={item.tab === tab ? 'page' : undefined}>
            {item.label}
          </Link>
        ))}
      </nav>
      <FlowerRecords page={page} pageSize={FLOWER_RECORDS_PAGE_SIZE} />
      {exchange && <ExchangeDialog dialog={exchange} />}
    </section>
  );
}
