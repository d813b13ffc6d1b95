import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Link } from 'wouter';
import { createTeacherTasksLogic } from '../../../actors/teacher-tasks.actors';
import { TeacherTaskMessages } from '../../../domain/teacher-tasks';
import { useForwardNotices } from '../../components/use-forward-notices';
import { ZoneNote } from '../../components/zone-note';
import { dateTimeIn, useProviderZone } from '../../format/when';
import { useAreaLogic } from '../../page-logic-context';
import { GROWTH_CENTRE_PATH, stateLabel, taskPagePath } from './teacher-task-format';

/** /teacherTask: the tutor's tasks, newest first, with their states, paged. */
export function TeacherTaskList() {
  const actor = useActorRef(useAreaLogic(createTeacherTasksLogic).taskList);
  useForwardNotices(actor);
  const page = useSelector(actor, (s) => s.context.page);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const zone = useProviderZone();

  return (
    <div aria-busy={loading}>
      {failed && <Button label="Try again" text onClick={() => actor.send({ type: 'tasks.reload' })} />}
      {!loading && !failed && page.items.length === 0 && <p>{TeacherTaskMessages.empty}</p>}
      {page.items.length > 0 && <ZoneNote />}
      {page.items.length > 0 && (
        <table className="p-datatable-table records-table" aria-label="My tasks">
          <thead>
            <tr>
              <th scope="col">Task</th>
              <th scope="col">Due</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((task) => (
              <tr key={task.id}>
                <td>
                  <Link href={taskPagePath(task.id)}>{task.title}</Link>
                  {task.growthTaskCode && (
                    <div>
                      <small>
                        A growth task: <Link href={GROWTH_CENTRE_PATH}>open the growth centre</Link>
                      </small>
                    </div>
                  )}
                </td>
                <td>{dateTimeIn(task.dueAt, zone)}</td>
                <td>
                  <span className={`records-status task-state-${task.state}`}>{stateLabel(task.state)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav className="records-actions" aria-label="Pages">
          <Button
            label="Previous"
            text
            disabled={page.pageIndex <= 1 || loading}
            onClick={() => actor.send({ type: 'tasks.page', pageIndex: page.pageIndex - 1 })}
          />
          <span>
            Page {page.pageIndex} of {pages}
          </span>
          <Button
            label="Next"
            text
            disabled={page.pageIndex >= pages || loading}
            onClick={() => actor.send({ type: 'tasks.page', pageIndex: page.pageIndex + 1 })}
          />
        </nav>
      )}
    </div>
  );
}
