import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Link } from 'wouter';
import { createTutorSearchLogic } from '../../../actors/staff-console.actors';
import { STAFF_PAGE_SIZE, StaffPaths, type TutorSearchItem } from '../../../domain/staff-console';
import type { StaffListPage } from '../../../machines/staff-list.machine';
import { useAreaLogic } from '../../page-logic-context';
import { ListPaging } from './list-paging';
import { SearchForm } from './search-form';

/** Tutors: search by id or part of the account, name or e-mail; each opens the tutor's record. */
export function TutorSearch() {
  const list = useActorRef(useAreaLogic(createTutorSearchLogic), { input: { filter: '' } });
  const page = useSelector(list, (s) => s.context.page) as StaffListPage<TutorSearchItem> | null;
  const pageIndex = useSelector(list, (s) => s.context.pageIndex);
  const failure = useSelector(list, (s) => (s.matches('failed') ? s.context.failure : ''));
  const loading = useSelector(list, (s) => s.matches('loading'));
  return (
    <section aria-labelledby="tutors-title" aria-busy={loading}>
      <h1 id="tutors-title">Tutors</h1>
      <SearchForm label="Find tutors" initial="" onSearch={(filter) => list.send({ type: 'list.filter', filter })} />
      {failure && (
        <p role="alert">
          {failure} <Button text size="small" label="Load again" onClick={() => list.send({ type: 'list.reload' })} />
        </p>
      )}
      {page && (
        <>
          <table className="staff-table" aria-label="Tutors found">
            <thead>
              <tr>
                <th>Id</th>
                <th>Name</th>
                <th>Account</th>
                <th>E-mail</th>
                <th>Group</th>
                <th>Flags</th>
              </tr>
            </thead>
            <tbody>
              {page.Items.map((tutor) => (
                <tr key={tutor.Tuid}>
                  <td>{tutor.Tuid}</td>
                  <td>
                    <Link href={StaffPaths.tutor(tutor.Tuid)}>{tutor.Name}</Link>
                  </td>
                  <td>{tutor.Account}</td>
                  <td>{tutor.Email}</td>
                  <td>{tutor.Group}</td>
                  <td>{[tutor.Franchisee ? 'Franchisee' : '', tutor.Disabled ? 'Disabled' : ''].filter(Boolean).join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {page.Total === 0 && <p>No tutor matches.</p>}
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
