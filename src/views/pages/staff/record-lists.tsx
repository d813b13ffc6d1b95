import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useState, type ReactNode } from 'react';
import { createRecordListsLogic } from '../../../actors/staff-audits.actors';
import { formatPhp } from '../../../domain/service-fee';
import {
  RECORD_LISTS,
  RECORD_LIST_PAGE_SIZE,
  type RecordList,
  type TutorClassItem,
  type TutorFileItem,
  type TutorLedgerItem,
  type TutorMessageItem,
  type TutorPaymentItem,
} from '../../../domain/staff-audits';
import { useAreaLogic } from '../../page-logic-context';
import '../../styles/staff-audits.css';
import { ListPaging } from './list-paging';
import { when } from './queue-views';

interface Column<T> {
  header: string;
  cell: (item: T) => ReactNode;
}

const php = (amount: number) => formatPhp(Math.round(amount * 100));
const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

const classes: ReadonlyArray<Column<TutorClassItem>> = [
  { header: 'Id', cell: (item) => item.Id },
  { header: 'Start', cell: (item) => when(item.StartAt) },
  { header: 'Type', cell: (item) => item.Type },
  { header: 'Student', cell: (item) => item.StudentName },
  { header: 'Course', cell: (item) => item.CourseName },
  { header: 'Status', cell: (item) => [item.Status, item.ChangedBy && `by ${item.ChangedBy}`, item.Reason && `(${item.Reason})`].filter(Boolean).join(' ') },
];
const ledger: ReadonlyArray<Column<TutorLedgerItem>> = [
  { header: 'Counts at', cell: (item) => when(item.CountsAt) },
  { header: 'Account', cell: (item) => item.Account },
  { header: 'Amount', cell: (item) => (item.Account === 'pay' ? php(item.Amount) : item.Amount) },
  { header: 'Rule', cell: (item) => item.Rule },
  { header: 'Note', cell: (item) => [item.Note, item.Reverses !== null && `reverses #${item.Reverses}`].filter(Boolean).join(', ') },
];
const pay: ReadonlyArray<Column<TutorPaymentItem>> = [
  { header: 'Paid on', cell: (item) => item.PaidOn },
  { header: 'Periods', cell: (item) => (item.PeriodFrom === item.PeriodTo ? item.PeriodFrom : `${item.PeriodFrom} to ${item.PeriodTo}`) },
  { header: 'Amount', cell: (item) => php(item.AmountPhp) },
  { header: 'Paid to', cell: (item) => item.Account },
  { header: 'Reference', cell: (item) => item.Reference || '—' },
];
const files: ReadonlyArray<Column<TutorFileItem>> = [
  { header: 'Uploaded', cell: (item) => when(item.CreatedAt) },
  { header: 'Name', cell: (item) => item.Name },
  { header: 'Used for', cell: (item) => item.Module },
  { header: 'Type', cell: (item) => item.ContentType },
  { header: 'Size', cell: (item) => kilobytes(item.Size) },
];
const messages: ReadonlyArray<Column<TutorMessageItem>> = [
  { header: 'Sent', cell: (item) => when(item.CreatedAt) },
  { header: 'Kind', cell: (item) => item.Kind },
  { header: 'Title', cell: (item) => item.Title },
  { header: 'Content', cell: (item) => item.Content },
  { header: 'From', cell: (item) => item.SentBy || 'System' },
  { header: 'Read', cell: (item) => (item.ReadAt ? when(item.ReadAt) : 'Unread') },
];

const COLUMNS: Record<RecordList, ReadonlyArray<Column<never>>> = { classes, ledger, pay, files, messages };
const keyOf = (item: Record<string, unknown>) => String(item.Id ?? item.FileRef);

/** The tutor record's lists as tabs: classes, ledger, payments, files and messages, each paged, newest first. */
export function RecordLists({ tuid }: { tuid: number }) {
  const [list, setList] = useState<RecordList>('classes');
  return (
    <section aria-labelledby="record-lists-title">
      <h2 id="record-lists-title">Lists</h2>
      <div role="tablist" aria-label="Record lists" className="staff-tabs">
        {RECORD_LISTS.map((item) => (
          <button
            key={item.list}
            type="button"
            role="tab"
            className="staff-tab"
            aria-selected={item.list === list}
            aria-controls="record-list-panel"
            onClick={() => setList(item.list)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div id="record-list-panel" role="tabpanel" aria-label={RECORD_LISTS.find((item) => item.list === list)?.label}>
        <RecordListTable key={list} list={list} tuid={tuid} />
      </div>
    </section>
  );
}

function RecordListTable({ list, tuid }: { list: RecordList; tuid: number }) {
  const actor = useActorRef(useAreaLogic(createRecordListsLogic)[list], { input: { filter: String(tuid) } });
  const page = useSelector(actor, (s) => s.context.page);
  const pageIndex = useSelector(actor, (s) => s.context.pageIndex);
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : ''));
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const columns = COLUMNS[list];
  const label = RECORD_LISTS.find((item) => item.list === list)?.label ?? list;
  if (failure) {
    return (
      <p role="alert">
        {failure} <Button text size="small" label="Load again" onClick={() => actor.send({ type: 'list.reload' })} />
      </p>
    );
  }
  if (!page) return <p aria-busy="true">Loading…</p>;
  return (
    <div aria-busy={loading}>
      {page.Total > 0 && (
        <table className="staff-table" aria-label={`${label} of the tutor`}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header}>{column.header}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(page.Items as Array<Record<string, unknown>>).map((item) => (
              <tr key={keyOf(item)}>
                {columns.map((column) => (
                  <td key={column.header}>{column.cell(item as never)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {page.Total === 0 && <p>None yet.</p>}
      <ListPaging
        pageIndex={pageIndex}
        total={page.Total}
        pageSize={RECORD_LIST_PAGE_SIZE}
        onPage={(index) => actor.send({ type: 'list.page', pageIndex: index })}
      />
    </div>
  );
}
