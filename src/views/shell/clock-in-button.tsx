import { createShellLogic } from '../../actors/shell.logic';
import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { selectClockInButton, selectClockInLoadError } from '../../machines/clock-in.selectors';
import { timeIn, useProviderZone } from '../format/when';
import { useAreaLogic } from '../page-logic-context';

/** The clock-in button (shell.md §4): Clocked In, Clock In (the only clickable status) or Late. */
export function ClockInButton() {
  const clockIn = useActorRef(useAreaLogic(createShellLogic).clockIn);
  const button = useSelector(clockIn, selectClockInButton, sameButton);
  const loadError = useSelector(clockIn, selectClockInLoadError);
  const clockedInAt = useSelector(clockIn, (snapshot) => snapshot.context.day?.clockedInAt ?? null);
  const zone = useProviderZone();

  return (
    <div className="clock-in">
      <Button
        className={`clock-in-button is-${button.text.replace(/\s+/g, '-').toLowerCase()}`}
        label={button.text}
        icon={button.busy ? 'pi pi-spin pi-spinner' : 'pi pi-clock'}
        disabled={!button.clickable}
        aria-busy={button.busy}
        onClick={() => clockIn.send({ type: 'clockIn.submit' })}
      />
      {/* The panel has no room for a zone note of its own: the one time names its zone inline. */}
      {clockedInAt && (
        <span className="clock-in-time">
          at {timeIn(clockedInAt, zone)} ({zone})
        </span>
      )}
      {loadError && <Button text size="small" label="Try again" icon="pi pi-refresh" onClick={() => clockIn.send({ type: 'retry' })} />}
    </div>
  );
}

function sameButton(a: { text: string; clickable: boolean; busy: boolean }, b: { text: string; clickable: boolean; busy: boolean }) {
  return a.text === b.text && a.clickable === b.clickable && a.busy === b.busy;
}
