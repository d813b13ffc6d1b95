import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { appealHref, appealPresetOf } from '../../domain/feedback';
import { sourceTextOf, type LedgerEntryView } from '../../domain/ledger-view';
import { lastPageOf, type LedgerWhyMachine } from '../../machines/ledger-why.machine';
import { LedgerMovementChart } from '../components/ledger-movement-chart';
import { ZoneNote } from '../components/zone-note';
import { dateTimeIn, useProviderZone } from '../format/when';

const signed = (amount: number) => (amount > 0 ? `+${amount}` : String(amount));

/** "Why did this move?": the entries behind one figure this month (rule, source, time), its chart, paged. */
export default function LedgerWhyDialogBody({ whyRef }: { whyRef: ActorRefFrom<LedgerWhyMachine> }) {
  const open = useSelector(whyRef, (snapshot) => !snapshot.matches('closed'));
  const figure = useSelector(whyRef, (snapshot) => snapshot.context.figure);
  const page = useSelector(whyRef, (snapshot) => snapshot.context.page);
  const pageIndex = useSelector(whyRef, (snapshot) => snapshot.context.pageIndex);
  const loading = useSelector(whyRef, (snapshot) => snapshot.matches({ open: 'loading' }));
  const failed = useSelector(whyRef, (snapshot) => snapshot.matches({ open: 'failed' }));
  const last = lastPageOf(page);
  const zone = useProviderZone();
  return (
    <Dialog
      header={figure ? `Why ${figure.label} moved` : ''}
      visible={open}
      onHide={() => whyRef.send({ type: 'why.close' })}
      style={{ width: '640px', maxWidth: '95vw' }}
      className="shared-dialog ledger-why"
    >
      {page && figure && (
        <>
          <p className="ledger-why-summary">
            {page.Month}: <strong>{signed(page.MonthTotal)}</strong> from {page.Total} {page.Total === 1 ? 'entry' : 'entries'}
          </p>
          <LedgerMovementChart label={figure.label} days={page.Days} total={page.MonthTotal} />
          {page.Items.length === 0 ? (
            <p>Nothing moved this figure this month.</p>
          ) : (
            <>
              <ZoneNote />
              <table className="ledger-why-table" aria-label={`Entries behind ${figure.label}`}>
                <thead>
                  <tr>
                    <th scope="col">Rule</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Source</th>
                    <th scope="col">Time</th>
                  </tr>
                </thead>
                <tbody>
                  {page.Items.map((entry) => (
                    <tr key={entry.Id}>
                      <td>
                        {entry.RuleLabel}
                        {entry.Note && <small className="ledger-why-note">{entry.Note}</small>}
                      </td>
                      <td>{signed(entry.Amount)}</td>
                      <td>
                        <SourceOf entry={entry} />
                      </td>
                      <td>
                        {dateTimeIn(entry.CountsAt, zone)}
                        <AppealLink entry={entry} onOpen={() => whyRef.send({ type: 'why.close' })} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
          {last > 1 && (
            <nav className="ledger-why-pages" aria-label="Pages of entries">
              <Button
                text
                size="small"
                icon="pi pi-angle-left"
                aria-label="Previous page"
                disabled={pageIndex <= 1 || loading}
                onClick={() => whyRef.send({ type: 'page.go', pageIndex: pageIndex - 1 })}
              />
              <span>
                Page {pageIndex} of {last}
              </span>
              <Button
                text
                size="small"
                icon="pi pi-angle-right"
                aria-label="Next page"
                disabled={pageIndex >= last || loading}
                onClick={() => whyRef.send({ type: 'page.go', pageIndex: pageIndex + 1 })}
              />
            </nav>
          )}
        </>
      )}
      {loading && !page && <p role="status">Loading the entries…</p>}
      {failed && (
        <p role="alert">
          The entries could not be loaded. <Button text size="small" label="Load again" onClick={() => whyRef.send({ type: 'why.retry' })} />
        </p>
      )}
    </Dialog>
  );
}

function SourceOf({ entry }: { entry: LedgerEntryView }) {
  const text = sourceTextOf(entry.SourceType, entry.SourceId);
  return entry.SourceLink ? <Link href={entry.SourceLink}>{text}</Link> : <span>{text}</span>;
}

/** A penalty an appeal contests opens the feedback dialog with it attached (the appeal's type and class). */
function AppealLink({ entry, onOpen }: { entry: LedgerEntryView; onOpen(): void }) {
  const preset = appealPresetOf(entry);
  if (!preset) return null;
  return (
    <Link className="ledger-why-appeal" href={appealHref(preset)} onClick={onOpen} aria-label={`Appeal ${entry.RuleLabel} on class ${entry.SourceId}`}>
      Appeal
    </Link>
  );
}
