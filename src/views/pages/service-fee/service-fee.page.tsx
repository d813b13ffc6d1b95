import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { SERVICE_FEE_TABS, ServiceFeeTab } from '../../../domain/service-fee';
import { createServiceFeeLogic } from '../../../actors/service-fee.actors';
import { useAreaLogic } from '../../page-logic-context';
import '../../styles/service-fee.css';
import { Accounting } from './accounting';
import { CompletedClasses } from './completed-classes';
import { HistoryRemarks } from './history-remarks';
import { PaymentAccountDialog } from './payment-account-dialog';
import { PaymentRecords } from './payment-records';
import { usePayChanges } from './use-pay-changes';

const TAB_LABELS: Record<ServiceFeeTab, string> = {
  accounting: 'Accounting',
  paymentRecord: 'Payment record',
  historyRemarks: 'History remarks',
  completedClasses: 'Completed classes',
};

const tabOfPath = (path: string): ServiceFeeTab => {
  const child = path.split('/').filter(Boolean)[1];
  return SERVICE_FEE_TABS.find((tab) => tab.toLowerCase() === child?.toLowerCase()) ?? ServiceFeeTab.accounting;
};

/** /serviceFee with its tabs accounting (default), paymentRecord, historyRemarks and completedClasses (growth-account.md §2). */
export default function ServiceFeePage() {
  const [path] = useLocation();
  const tab = tabOfPath(path);
  const page = useActorRef(useAreaLogic(createServiceFeeLogic), { input: { tab } });
  const shown = useSelector(page, (s) => s.context.tab);
  const notice = useSelector(page, (s) => s.context.notice);
  const noticeIsError = useSelector(page, (s) => s.context.noticeIsError);
  const failed = useSelector(page, (s) => s.matches('failed'));
  const failure = useSelector(page, (s) => s.context.failure);
  const loading = useSelector(page, (s) => s.matches('loading'));
  const accountDialog = useSelector(page, (s) => s.children.account);

  useEffect(() => page.send({ type: 'serviceFee.tab', tab }), [page, tab]);
  usePayChanges(() => page.send({ type: 'serviceFee.changed' }));

  return (
    <section className="fee-page" aria-labelledby="fee-title" aria-busy={loading}>
      <h1 id="fee-title">Service Fee</h1>
      <nav className="fee-tabs" aria-label="Service fee">
        {SERVICE_FEE_TABS.map((item) => (
          <Link key={item} href={`/serviceFee/${item}`} className="fee-tab" aria-current={item === tab ? 'page' : undefined}>
            {TAB_LABELS[item]}
          </Link>
        ))}
      </nav>
      {notice && (
        <p className={noticeIsError ? 'fee-notice p-error' : 'fee-notice'} role={noticeIsError ? 'alert' : 'status'}>
          {notice} <Button text size="small" label="Dismiss" onClick={() => page.send({ type: 'serviceFee.dismissNotice' })} />
        </p>
      )}
      {failed && (
        <p role="alert">
          {failure || 'The service fee could not be loaded.'}{' '}
          <Button text size="small" label="Load again" onClick={() => page.send({ type: 'serviceFee.reload' })} />
        </p>
      )}
      {shown === ServiceFeeTab.accounting && <Accounting page={page} />}
      {shown === ServiceFeeTab.completedClasses && <CompletedClasses page={page} />}
      {shown === ServiceFeeTab.paymentRecord && <PaymentRecords page={page} />}
      {shown === ServiceFeeTab.historyRemarks && <HistoryRemarks page={page} />}
      {accountDialog && <PaymentAccountDialog dialog={accountDialog} />}
    </section>
  );
}
