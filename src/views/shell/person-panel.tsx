import { createShellLogic } from '../../actors/shell.logic';
import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { LedgerAccount } from '../../domain/ledger';
import { Messages } from '../../domain/messages';
import type { TutorScores } from '../../machines/person-panel.types';
import { LedgerWhyDialog } from '../dialogs/ledger-why-dialog';
import { useSharedDialogs } from '../dialogs/use-shared-dialogs';
import { useAreaLogic } from '../page-logic-context';
import { useScoresChanged } from '../use-scores-changed';
import { SessionContext } from '../session-context';
import { ClockInButton } from './clock-in-button';
import { SoftModeSwitch } from './soft-mode-switch';
import { avatarOf } from './user-menu';

// The integral level dialog's code loads the first time a tutor opens it.
const IntegralLevelDialog = lazy(() => import('../dialogs/integral-level-dialog'));

/**
 * The person panel (shell.md §2): avatar and clock-in, Soft Mode, the points and items from the
 * tutor's scores, and the action rows (Sign Contract when the contract check says it applies).
 * Beside the page in the wide layout; in the small layout a strip above it whose points and
 * actions open on demand, so every page keeps its room.
 */
export function PersonPanel({ compact }: { compact: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const [levelOpen, setLevelOpen] = useState(false);
  const shellLogic = useAreaLogic(createShellLogic);
  const panel = useActorRef(shellLogic.personPanel);
  const why = useActorRef(shellLogic.ledgerWhy);
  const scores = useSelector(panel, (snapshot) => snapshot.context.scores);
  const scoresFailed = useSelector(panel, (snapshot) => snapshot.matches({ scores: 'failed' }) || snapshot.matches({ contract: 'failed' }));
  const showContract = useSelector(panel, (snapshot) => snapshot.context.showContract);
  const user = SessionContext.useSelector((snapshot) => snapshot.context.user);
  // The exchange switch (configuration): off, the row keeps the spec's upgrading text.
  const flowersExchangeOn = SessionContext.useSelector((snapshot) => snapshot.context.setting?.FlowersExchangeEnabled === true);
  const dialogs = useSharedDialogs();
  const [, navigate] = useLocation();
  // A page changed the tutor's points (a claim, a reward): the figures load again, no reload of the page.
  useScoresChanged(() => panel.send({ type: 'panel.refresh' }));

  useEffect(() => {
    const subscription = panel.on('signContract.action', ({ action }) => {
      if (action.kind === 'navigate') navigate(action.path);
      else if (action.kind === 'notify') dialogs.notice({ message: action.message });
      else
        void dialogs.confirm({ id: 'signContract', message: action.message }).then((outcome) => {
          if (outcome === 'accepted') navigate(action.path);
        });
    });
    return () => subscription.unsubscribe();
  }, [panel, dialogs, navigate]);

  if (!user) return null;
  const openWhy = (account: LedgerAccount, label: string) => why.send({ type: 'why.open', figure: { account, label } });
  const whyButton = (account: LedgerAccount, label: string) => (
    <button type="button" className="panel-why" aria-label={`Why did ${label} move?`} onClick={() => openWhy(account, label)}>
      <i className="pi pi-question-circle" aria-hidden="true" />
    </button>
  );
  const signContract = () =>
    panel.send({
      type: 'signContract.click',
      user: {
        isNeedToImprovePersonalInformation: user.isNeedToImprovePersonalInformation,
        awaitApproval: user.awaitApproval,
        isInternationalOrCustom: user.isInternationalOrCustom,
      },
    });

  return (
    <aside className={`person-panel${compact ? ' is-compact' : ''}`} aria-label="Your panel">
      <section className="panel-identity">
        <img className="panel-avatar" src={avatarOf(user)} alt={`${user.fullName}'s avatar`} width={64} height={64} />
        <div className="panel-who">
          <p className="panel-name">{user.fullName}</p>
          <p className="panel-meta">
            ID {user.tuid} ·{' '}
            <button type="button" className="panel-level" aria-label={`Level ${user.integralLevel}: open the level list`} onClick={() => setLevelOpen(true)}>
              Level {user.integralLevel}
            </button>
          </p>
        </div>
        <ClockInButton />
      </section>
      <SoftModeSwitch />
      {compact && (
        <button type="button" className="panel-more" aria-expanded={expanded} aria-controls="panel-details" onClick={() => setExpanded(!expanded)}>
          Points and actions <i className={`pi ${expanded ? 'pi-angle-up' : 'pi-angle-down'}`} aria-hidden="true" />
        </button>
      )}
      {(!compact || expanded) && (
        <div className="panel-details" id="panel-details">
          <section className="panel-points" aria-labelledby="panel-points-title">
            <h2 id="panel-points-title" className="panel-title">
              Points and items{scores ? <span className="panel-month">, {scores.month}</span> : null}
            </h2>
            <ul className="panel-rows">
              {scoreRows(scores).map((row) => (
                <li key={row.label} className="panel-row">
                  <span>{row.label}</span>
                  <strong>
                    {row.value}
                    {row.account && whyButton(row.account, row.label)}
                  </strong>
                </li>
              ))}
              {user.isGrowthSystemTestGroup && (
                <li className="panel-row">
                  <span>
                    Growth Values
                    {growthLine(user) && <small className="panel-growth-line">{growthLine(user)}</small>}
                  </span>
                  <strong>
                    {user.growthSystemScore}
                    {whyButton('growth_value', 'Growth Values')}
                  </strong>
                </li>
              )}
              {flowersExchangeOn ? (
                <li className="panel-row">
                  <Link href="/flowers/usedFlowers?exchange=1">Flowers For Cash</Link>
                  <i className="pi pi-angle-right" aria-hidden="true" />
                </li>
              ) : (
                <li className="panel-row panel-row-note">
                  <span>Flowers For Cash</span>
                  <small>{Messages.flowersForCashUpgrading}</small>
                </li>
              )}
            </ul>
            {scoresFailed && <Button text size="small" icon="pi pi-refresh" label="Load again" onClick={() => panel.send({ type: 'panel.reload' })} />}
          </section>
          <nav className="panel-actions" aria-label="Actions">
            <ul className="panel-rows">
              {showContract && (
                <li>
                  <button type="button" className="panel-action" onClick={signContract}>
                    <i className="pi pi-file-edit" aria-hidden="true" /> Sign Contract <i className="pi pi-angle-right" aria-hidden="true" />
                  </button>
                </li>
              )}
              <li>
                <Link className="panel-action" href="/personalData">
                  <i className="pi pi-id-card" aria-hidden="true" /> Personal Data <i className="pi pi-angle-right" aria-hidden="true" />
                </Link>
              </li>
              <li>
                <Link className="panel-action" href="/flowers">
                  <i className="pi pi-heart" aria-hidden="true" /> My Flowers <i className="pi pi-angle-right" aria-hidden="true" />
                </Link>
              </li>
              <li>
                <Link className="panel-action" href="/leaveRequest">
                  <i className="pi pi-calendar-minus" aria-hidden="true" /> Leave Request <i className="pi pi-angle-right" aria-hidden="true" />
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      )}
      <LedgerWhyDialog whyRef={why} />
      {levelOpen && (
        <Suspense fallback={null}>
          <IntegralLevelDialog
            teachingPoints={scores?.teachingPoints ?? null}
            transformPeriodCount={user.transformPeriodCount}
            onClose={() => setLevelOpen(false)}
          />
        </Suspense>
      )}
    </aside>
  );
}

/** The growth test group's honour, milestones and pet under Growth Values, once the follow-up loads answered. */
function growthLine(user: { growthHonour?: string; milestonesReached?: number; petName?: string }): string {
  const parts = [
    user.growthHonour,
    user.milestonesReached === undefined ? undefined : `${user.milestonesReached} milestone${user.milestonesReached === 1 ? '' : 's'}`,
    user.petName ? `pet ${user.petName}` : undefined,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** The points and items rows; dashes until the scores have loaded. Points figures name their ledger account, to open "why". */
function scoreRows(scores: TutorScores | null): Array<{ label: string; value: string; account?: LedgerAccount }> {
  const value = (n: number | undefined) => (n === undefined ? '–' : String(Math.round(n * 100) / 100));
  return [
    { label: 'Teaching Points', value: value(scores?.teachingPoints), account: 'teaching_points' },
    { label: 'Score of the Month', value: value(scores?.monthScore), account: 'teaching_points' },
    { label: 'Flowers', value: value(scores?.flowers), account: 'flowers' },
    { label: 'Completed Classes', value: value(scores?.completion) },
    { label: 'Good Ratings', value: value(scores?.goodRating) },
    { label: 'Absences', value: value(scores?.absences) },
    { label: 'Bad Ratings', value: value(scores?.badRating) },
    { label: 'Cancellations', value: value(scores?.cancellation) },
  ];
}
