import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useSearch } from 'wouter';
import { createAuditLogLogic } from '../../../actors/staff-console.actors';
import { STAFF_PAGE_SIZE, type AuditLogItem } from '../../../domain/staff-console';
import type { StaffListPage } from '../../../machines/staff-list.machine';
import { useAreaLogic } from '../../page-logic-context';
import { ListPaging } from './list-paging';
import { SearchForm } from './search-form';

/** The audit log, newest first, optionally of one tutor (?tutorId= opens it filtered). */
export function AuditLogView() {
  const initial = new URLSearchParams(useSearch()).get('tutorId') ?? '';
  const list = useActorRef(useAreaLogic(createAuditLogLogic), { input: { filter: initial } });
  const page = useSelector(list, (s) => s.context.page) as StaffListPage<AuditLogItem> | null;
  const pageIndex = useSelector(list, (s) => s.context.pageIndex);
  const filter = useSelector(list, (s) => s.context.filter);
  const failure = useSelector(list, (s) => (s.matches('failed') ? s.context.failure : ''));
  const loading = useSelector(list, (s) => s.matches('loading'));
  return (
    <section aria-labelledby="audit-title" aria-busy={loading}>
      <h1 id="audit-title">Audit log</h1>
      <SearchForm label="Tutor id" initial={initial} onSearch={(text) => list.send({ type: 'list.filter', filter: text })} />
      <p className="staff-caption">{filter ? `Changes concerning tutor ${filter}.` : 'Every staff change.'}</p>
      {failure && (
        <p role="alert">
          {failure} <Button text size="small" label="Load again" onClick={() => list.send({ type: 'list.reload' })} />
        </p>
      )}
      {page && (
        <>
          <table className="staff-table" aria-label="Audit entries">
            <thead>
              <tr>
                <th>When</th>
                <th>Who</th>
                <th>What</th>
                <th>Subject</th>
                <th>Tutor</th>
                <th>Before</th>
                <th>After</th>
              </tr>
            </thead>
            <tbody>
              {page.Items.map((entry) => (
                <tr key={entry.Id}>
                  <td>{entry.CreatedAt.replace('T', ' ').slice(0, 19)}</td>
                  <td>{entry.ActorAccount || entry.ActorId}</td>
                  <td>{entry.Action}</td>
                  <td>
                    {entry.SubjectType} {entry.SubjectId}
                  </td>
                  <td>{entry.TutorId ?? ''}</td>
                  <td>
                    <code className="staff-json">{entry.Before ?? ''}</code>
                  </td>
                  <td>
                    <code className="staff-json">{entry.After ?? ''}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {page.Total === 0 && <p>No changes recorded.</p>}
          <ListPaging
            pageIndex={pageIndex}
            total={page.Total}
            pageSize={STAFF_PAGE_SIZE}
            onPage={(index) => list.send({ type: 'list.page', pageIndex: index })}
          />
        </>
      )}
    </section>
  );
}
