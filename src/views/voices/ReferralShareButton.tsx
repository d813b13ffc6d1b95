import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Link } from 'wouter';
import { createReferralShareLogic } from '../../actors/referral-share.actors';
import { useAreaLogic } from '../page-logic-context';
import { SessionContext } from '../session-context';
import '../styles/referral-share.css';

/**
 * The referral share floating button (growth-account.md §2): hidden when the tutor's limitRefferal
 * is set; opens a panel with the tutor's referral link, Copy, and the way to add a referral.
 */
export function ReferralShareButton() {
  const limited = SessionContext.useSelector((snapshot) => snapshot.context.user?.limitRefferal ?? true);
  return limited ? null : <ReferralShare />;
}

function ReferralShare() {
  const share = useActorRef(useAreaLogic(createReferralShareLogic));
  const open = useSelector(share, (s) => !s.matches('closed'));
  const loading = useSelector(share, (s) => s.matches('loading'));
  const link = useSelector(share, (s) => s.context.link);
  const failure = useSelector(share, (s) => s.context.failure);
  const copied = useSelector(share, (s) => s.context.copied);
  return (
    <>
      <button
        type="button"
        className="floating-button"
        aria-label="Share your referral link"
        title="Refer a tutor"
        aria-expanded={open}
        aria-controls="referral-share-panel"
        onClick={() => share.send({ type: open ? 'share.close' : 'share.open' })}
      >
        <i className="pi pi-share-alt" aria-hidden="true" />
      </button>
      {open && (
        <section id="referral-share-panel" className="referral-share-panel" role="dialog" aria-label="Refer a tutor">
          <h2>Refer a tutor</h2>
          {loading && <p>Loading your link…</p>}
          {failure && <p role="alert">{failure}</p>}
          {link && (
            <label>
              Your referral link
              <input type="text" readOnly value={link} onFocus={(e) => e.target.select()} />
            </label>
          )}
          <div className="referral-share-actions">
            <Button
              size="small"
              label={copied ? 'Copied' : 'Copy link'}
              icon={copied ? 'pi pi-check' : 'pi pi-copy'}
              disabled={!link}
              onClick={() => share.send({ type: 'share.copy' })}
            />
            <Link href="/myReferrals" onClick={() => share.send({ type: 'share.close' })}>
              Add a referral
            </Link>
            <Button size="small" text label="Close" onClick={() => share.send({ type: 'share.close' })} />
          </div>
        </section>
      )}
    </>
  );
}
