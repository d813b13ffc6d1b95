import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useEffect } from 'react';
import type { referralLotteryMachine } from '../../../machines/referral-lottery.machine';
import { useSharedDialogs } from '../../dialogs/use-shared-dialogs';
import { dateIn, useProviderZone } from '../../format/when';

/** The referral lottery and prize list: Draw shows its outcome in the shared notice dialog (lotterySuccess, lotteryFailed, lotteryWarning). */
export function LotteryPanel({ logic }: { logic: typeof referralLotteryMachine }) {
  const lottery = useActorRef(logic);
  const dialogs = useSharedDialogs();
  const info = useSelector(lottery, (s) => s.context.info);
  const won = useSelector(lottery, (s) => s.context.won);
  const failure = useSelector(lottery, (s) => s.context.failure);
  const drawing = useSelector(lottery, (s) => s.matches('drawing'));
  const loading = useSelector(lottery, (s) => s.matches('loading'));
  const zone = useProviderZone();

  useEffect(() => {
    const subscription = lottery.on('lottery.result', (result) => dialogs.notice({ noticeType: result.noticeType, message: result.message }));
    return () => subscription.unsubscribe();
  }, [lottery, dialogs]);

  return (
    <section className="feedback-thread" aria-labelledby="lottery-title">
      <h2 id="lottery-title">Referral lottery</h2>
      <p className="feedback-hint">Every tutor you refer who starts class gives you one draw.</p>
      {failure && <p role="alert">{failure}</p>}
      <p role="status">
        Draws left: <strong>{info.DrawsLeft}</strong>
      </p>
      <div>
        <Button label="Draw" icon="pi pi-gift" loading={drawing} disabled={drawing || loading} onClick={() => lottery.send({ type: 'lottery.draw' })} />
      </div>
      <h3>Prizes</h3>
      <ul aria-label="Prizes" className="voices-labels">
        {info.Prizes.map((prize) => (
          <li key={prize.Id} className="feedback-reply">
            {prize.Name} <small>{prize.Stock > 0 ? `${prize.Stock} left` : 'All given away'}</small>
          </li>
        ))}
      </ul>
      <h3>My prizes</h3>
      {won.Items.length === 0 ? (
        <p>No prizes won yet.</p>
      ) : (
        <ul aria-label="My prizes">
          {won.Items.map((prize) => (
            <li key={prize.Id}>
              {prize.Prize} <small>{dateIn(prize.At, zone)}</small>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
