import { useActorRef, useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { createReferralStatusLogic } from '../../../actors/referral-pages.actors';
import { REFERRAL_DETAIL_PAGE_SIZE } from '../../../domain/referrals';
import { dateIn, useProviderZone } from '../../format/when';
import { useAreaLogic } from '../../page-logic-context';
import { Pager } from '../../components/pager';
import '../../styles/feedback.css';

/** /referralStatus?applyId: one referral's tutor, track, growth levels, the bonuses it earned and the tutor's own team. */
export default function ReferralStatusPage() {
  const applyId = Number(new URLSearchParams(useSearch()).get('applyId'));
  return Number.isInteger(applyId) && applyId > 0 ? (
    <ReferralStatus key={applyId} applyId={applyId} />
  ) : (
    <section className="feedback-page">
      <h1>Referral status</h1>
      <p role="alert">Choose a referral from your referrals list.</p>
      <Link href="/referralsList">My referrals list</Link>
    </section>
  );
}

function ReferralStatus({ applyId }: { applyId: number }) {
  const status = useActorRef(useAreaLogic(createReferralStatusLogic), { input: { applyId } });
  const details = useSelector(status, (s) => s.context.details);
  const bonuses = useSelector(status, (s) => s.context.bonuses);
  const bonusesPage = useSelector(status, (s) => s.context.bonusesPage);
  const team = useSelector(status, (s) => s.context.team);
  const teamPage = useSelector(status, (s) => s.context.teamPage);
  const failure = useSelector(status, (s) => s.context.failure);
  const info = details?.info;
  const zone = useProviderZone();
  const day = (iso: string) => dateIn(iso, zone);

  return (
    <section className="feedback-page" aria-labelledby="referral-status-title">
      <h1 id="referral-status-title">Referral status{info ? `: ${info.Name}` : ''}</h1>
      <p>
        <Link href="/referralsList">Back to my referrals list</Link>
      </p>
      {failure && <p role="alert">{failure}</p>}
      {info && (
        <dl className="referral-figures" aria-label="Referred tutor">
          <div>
            <dt>E-mail</dt>
            <dd>{info.Email}</dd>
          </div>
          <div>
            <dt>Country</dt>
            <dd>{info.Country}</dd>
          </div>
          <div>
            <dt>Step</dt>
            <dd>{info.Step}</dd>
          </div>
          <div>
            <dt>Finished classes</dt>
            <dd>{info.TutorId === null ? 'No account yet' : info.FinishedClasses}</dd>
          </div>
        </dl>
      )}
      {details && (
        <div className="referral-columns">
          <section className="feedback-thread" aria-label="Application track">
            <h2>Application track</h2>
            <ol>
              {details.track.map((step) => (
                <li key={step.Step} className="feedback-reply">
                  <small>{day(step.At)}</small>
                  {step.Step}
                </li>
              ))}
            </ol>
          </section>
          <section className="feedback-thread" aria-label="Growth levels">
            <h2>Growth levels</h2>
            {details.levels.length === 0 ? (
              <p>No levels yet.</p>
            ) : (
              <ol>
                {details.levels.map((level) => (
                  <li key={`${level.Level}-${level.At}`} className="feedback-reply">
                    <small>{day(level.At)}</small>
                    {level.Level} ({level.Score} growth)
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      )}
      <section className="feedback-list" aria-labelledby="bonuses-title">
        <h2 id="bonuses-title">Bonuses</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Bonus</th>
              <th scope="col">Growth</th>
              <th scope="col">Date</th>
            </tr>
          </thead>
          <tbody>
            {bonuses.Items.length === 0 && (
              <tr>
                <td colSpan={3}>No bonuses yet.</td>
              </tr>
            )}
            {bonuses.Items.map((bonus) => (
              <tr key={`${bonus.Rule}-${bonus.At}`}>
                <td>
                  {bonus.Name}
                  {bonus.Reversed && ' (reversed)'}
                </td>
                <td>+{bonus.Amount}</td>
                <td>{day(bonus.At)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pager
          label="Bonuses"
          pageIndex={bonusesPage}
          total={bonuses.Total}
          pageSize={REFERRAL_DETAIL_PAGE_SIZE}
          onPage={(n) => status.send({ type: 'bonuses.page', pageIndex: n })}
        />
      </section>
      <section className="feedback-list" aria-labelledby="team-title">
        <h2 id="team-title">Their team</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Country</th>
              <th scope="col">Step</th>
              <th scope="col">Applied</th>
            </tr>
          </thead>
          <tbody>
            {team.Items.length === 0 && (
              <tr>
                <td colSpan={4}>No referrals of their own yet.</td>
              </tr>
            )}
            {team.Items.map((member) => (
              <tr key={`${member.Name}-${member.AppliedAt}`}>
                <td>{member.Name}</td>
                <td>{member.Country}</td>
                <td>{member.Step}</td>
                <td>{day(member.AppliedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pager
          label="Team"
          pageIndex={teamPage}
          total={team.Total}
          pageSize={REFERRAL_DETAIL_PAGE_SIZE}
          onPage={(n) => status.send({ type: 'team.page', pageIndex: n })}
        />
      </section>
    </section>
  );
}
