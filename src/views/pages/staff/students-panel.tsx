import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useCallback, useState } from 'react';
import { createStudentSearchLogic } from '../../../actors/staff-bookings.actors';
import type { StaffStudent } from '../../../domain/staff-bookings';
import { STAFF_PAGE_SIZE } from '../../../domain/staff-console';
import type { StaffListPage } from '../../../machines/staff-list.machine';
import { useAreaLogic } from '../../page-logic-context';
import { ListPaging } from './list-paging';
import { EditStudentForm } from './edit-student-form';
import { NewStudentForm } from './new-student-form';
import { SearchForm } from './search-form';

/** Students: find by id or name (newest first), create one (it shows at the top), and edit one. */
export function StudentsPanel() {
  const list = useActorRef(useAreaLogic(createStudentSearchLogic), { input: { filter: '' } });
  const page = useSelector(list, (s) => s.context.page) as StaffListPage<StaffStudent> | null;
  const pageIndex = useSelector(list, (s) => s.context.pageIndex);
  const failure = useSelector(list, (s) => (s.matches('failed') ? s.context.failure : ''));
  const loading = useSelector(list, (s) => s.matches('loading'));
  const reload = useCallback(() => list.send({ type: 'list.reload' }), [list]);
  const [editing, setEditing] = useState<StaffStudent | null>(null);
  return (
    <section aria-labelledby="students-title" aria-busy={loading}>
      <h2 id="students-title">Students</h2>
      <NewStudentForm onCreated={reload} />
      <SearchForm label="Find students" initial="" onSearch={(filter) => list.send({ type: 'list.filter', filter })} />
      {failure && (
        <p role="alert">
          {failure} <Button text size="small" label="Load again" onClick={() => list.send({ type: 'list.reload' })} />
        </p>
      )}
      {page && (
        <>
          <table className="staff-table" aria-label="Students found">
            <thead>
              <tr>
                <th>UID</th>
                <th>Name</th>
                <th>Age</th>
                <th>Level</th>
                <th>Country</th>
                <th>Courses (UCID)</th>
                <th>Edit</th>
              </tr>
            </thead>
            <tbody>
              {page.Items.map((student) => (
                <tr key={student.StuUID}>
                  <td>{student.StuUID}</td>
                  <td>{student.Name}</td>
                  <td>{student.AgeBand}</td>
                  <td>{student.EnglishLevel}</td>
                  <td>{student.Country}</td>
                  <td>{student.Courses.map((course) => `${course.CourseName} (${course.UCID})`).join(', ') || '—'}</td>
                  <td>
                    <Button text size="small" label="Edit" aria-label={`Edit ${student.Name}`} onClick={() => setEditing(student)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {editing && <EditStudentForm key={editing.StuUID} student={editing} onSaved={reload} onClose={() => setEditing(null)} />}
          {page.Total === 0 && <p>No student matches.</p>}
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
