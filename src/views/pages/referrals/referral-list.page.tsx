import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { createReferralListLogic } from '../../../actors/referral-pages.actors';
import { REFERRAL_DETAIL_PAGE_SIZE } from '../../../domain/referrals';
import { dateIn, useProviderZone } from '../../format/when';
import { useAreaLogic } from '../../page-logic-context';
import { Pager } from '../../components/pager';
import '../../styles/feedback.css';

/** /referralsList: the tutor's referred applications, paged, each opening its status. */
export default function ReferralListPage() {
  const list = useActorRef(useAreaLogic(createReferralListLogic));
  const page = useSelector(list, (s) => s.context.page);
  const pageIndex = useSelector(list, (s) => s.context.pageIndex);
  const failure = useSelector(list, (s) => s.context.failure);
  const loading = useSelector(list, (s) => s.matches('loading'));
  const zone = useProviderZone();

  return (
    <section className="feedback-page" aria-labelledby="referral-list-title">
      <h1 id="referral-list-title">My referrals list</h1>
      <p>
        <Link href="/referrals">Back to referrals</Link>
      </p>
      {failure && <p role="alert">{failure}</p>}
      <div className="feedback-list" aria-busy={loading}>
        <table>
          <caption className="sr-only">Referred tutors</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Country</th>
              <th scope="col">Step</th>
              <th scope="col">Applied</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {!loading && page.Items.length === 0 && (
              <tr>
                <td colSpan={5}>No referrals yet.</td>
              </tr>
            )}
            {page.Items.map((item) => (
              <tr key={item.ApplyId}>
                <td>{item.Name}</td>
                <td>{item.Country}</td>
                <td>{item.Step}</td>
                <td>{dateIn(item.AppliedAt, zone)}</td>
                <td>
                  <Link href={`/referralStatus?applyId=${item.ApplyId}`} aria-label={`Status of ${item.Name}`}>
                    Status
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        label="Referrals"
        pageIndex={pageIndex}
        total={page.Total}
        pageSize={REFERRAL_DETAIL_PAGE_SIZE}
        onPage={(n) => list.send({ type: 'list.page', pageIndex: n })}
      />
    </section>
  );
}
