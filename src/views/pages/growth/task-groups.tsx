import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import type { ActorRefFrom } from 'xstate';
import { ReceiveStatus, TaskStatus, type TaskDataDetail, type TaskGroup } from '../../../domain/growth';
import type { growthCenterMachine } from '../../../machines/growth-center.machine';

type Centre = ActorRefFrom<typeof growthCenterMachine>;

/** The beginner, daily and advanced tasks, each with the one thing the tutor can do next. */
export function TaskGroups({ centre, groups }: { centre: Centre; groups: TaskGroup[] }) {
  const busy = useSelector(centre, (s) => s.context.busy);
  return (
    <div className="growth-groups">
      {groups.map((group) => (
        <section key={group.Category} className="growth-card" aria-labelledby={`growth-group-${group.Category}`}>
          <h2 id={`growth-group-${group.Category}`}>
            {group.CategoryName}{' '}
            <small>
              {group.Completed} / {group.Total} completed
            </small>
          </h2>
          <ul className="growth-tasks" aria-label={group.CategoryName}>
            {group.TaskDataDetail.map((task) => (
              <li key={task.TaskCode} className="growth-task" aria-label={task.TaskName}>
                <span className="growth-task-name">{task.TaskName}</span>
                <span className="growth-task-progress">
                  {task.Progress} / {task.Target}
                </span>
                <span className="growth-task-score">+{task.Score}</span>
                <TaskAction task={task} disabled={busy !== null} onSend={(event) => centre.send(event)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function TaskAction({
  task,
  disabled,
  onSend,
}: {
  task: TaskDataDetail;
  disabled: boolean;
  onSend: (event: { type: 'growth.do' | 'growth.start' | 'growth.claim'; code: string }) => void;
}) {
  if (task.ReceiveStatus === ReceiveStatus.claimed) return <span className="growth-task-claimed">Claimed</span>;
  if (task.Status === TaskStatus.completed) {
    return <Button size="small" label="Claim" disabled={disabled} onClick={() => onSend({ type: 'growth.claim', code: task.TaskCode })} />;
  }
  if (task.NeedsStart && task.Status === TaskStatus.notStarted) {
    return <Button size="small" outlined label="Start" disabled={disabled} onClick={() => onSend({ type: 'growth.start', code: task.TaskCode })} />;
  }
  if (task.Manual) return <Button size="small" outlined label="Go" disabled={disabled} onClick={() => onSend({ type: 'growth.do', code: task.TaskCode })} />;
  return <span className="growth-task-open">{task.Status === TaskStatus.inProgress ? 'In progress' : 'To do'}</span>;
}
