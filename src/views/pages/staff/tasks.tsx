import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createStaffTasksLogic } from '../../../actors/staff-console.actors';
import { STAFF_PAGE_SIZE } from '../../../domain/staff-console';
import {
  ReviewVerdict,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_REVIEW_MAX_LENGTH,
  TASK_STATE_LABELS,
  TASK_TITLE_MAX_LENGTH,
  TaskState,
  parseTutorIds,
  type StaffTaskAnswerItem,
} from '../../../domain/teacher-tasks';
import type { staffTasksMachine } from '../../../machines/staff-tasks.machine';
import { useAreaLogic } from '../../page-logic-context';
import { ListPaging } from './list-paging';

type TasksRef = ActorRefFrom<typeof staffTasksMachine>;
const day = (iso: string) => iso.replace('T', ' ').slice(0, 16);

/** /staff/tasks: teacher tasks — assign a new one, see each task's counts, review the answers. */
export function TasksView() {
  const tasks = useActorRef(useAreaLogic(createStaffTasksLogic));
  const page = useSelector(tasks, (s) => s.context.tasks);
  const pageIndex = useSelector(tasks, (s) => s.context.pageIndex);
  const openTask = useSelector(tasks, (s) => s.context.taskId);
  const notice = useSelector(tasks, (s) => s.context.notice);
  const failure = useSelector(tasks, (s) => s.context.failure);
  const loadFailed = useSelector(tasks, (s) => s.matches('failed'));
  const busy = useSelector(tasks, (s) => s.hasTag('status:busy'));
  return (
    <section aria-labelledby="tasks-title" aria-busy={busy}>
      <h1 id="tasks-title">Teacher tasks</h1>
      {notice && <p role="status">{notice}</p>}
      {failure && (
        <p role="alert">
          {failure} {loadFailed && <Button text size="small" label="Load again" onClick={() => tasks.send({ type: 'tasks.retry' })} />}
        </p>
      )}
      <NewTaskForm tasks={tasks} busy={busy} />
      {page && (
        <>
          <table className="staff-table" aria-label="Tasks">
            <thead>
              <tr>
                <th>Task</th>
                <th>Due</th>
                <th>Assigned</th>
                <th>Submitted</th>
                <th>Reviewed</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {page.items.map((task) => (
                <tr key={task.id} aria-current={task.id === openTask ? 'true' : undefined}>
                  <td>{task.title}</td>
                  <td>{day(task.dueAt)}</td>
                  <td>{task.assigned}</td>
                  <td>{task.submitted}</td>
                  <td>{task.reviewed}</td>
                  <td>
                    <Button
                      text
                      size="small"
                      label="Answers"
                      aria-label={`Answers to ${task.title}`}
                      onClick={() => tasks.send({ type: 'tasks.open', taskId: task.id })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {page.total === 0 && <p>No tasks yet.</p>}
          <ListPaging
            pageIndex={pageIndex}
            total={page.total}
            pageSize={STAFF_PAGE_SIZE}
            onPage={(index) => tasks.send({ type: 'tasks.page', pageIndex: index })}
          />
        </>
      )}
      <Answers tasks={tasks} busy={busy} />
    </section>
  );
}

function NewTaskForm({ tasks, busy }: { tasks: TasksRef; busy: boolean }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [due, setDue] = useState('');
  const [tutors, setTutors] = useState('');
  const [fileAnswer, setFileAnswer] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dueAt = due ? new Date(due).toISOString() : '';
    tasks.send({
      type: 'tasks.create',
      now: new Date(),
      draft: { Title: title.trim(), Description: description.trim(), DueAt: dueAt, FileAnswer: fileAnswer, Attachments: [], Tuids: parseTutorIds(tutors) },
    });
  };
  return (
    <form className="staff-form" aria-label="New task" onSubmit={submit}>
      <h2>New task</h2>
      <label>
        Title
        <input value={title} maxLength={TASK_TITLE_MAX_LENGTH} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <label>
        Description
        <textarea value={description} maxLength={TASK_DESCRIPTION_MAX_LENGTH} onChange={(event) => setDescription(event.target.value)} />
      </label>
      <label>
        Due
        <input type="datetime-local" value={due} onChange={(event) => setDue(event.target.value)} />
      </label>
      <label>
        Tutor ids
        <input value={tutors} placeholder="100231, 100232" onChange={(event) => setTutors(event.target.value)} />
      </label>
      <label className="staff-check">
        <input type="checkbox" checked={fileAnswer} onChange={(event) => setFileAnswer(event.target.checked)} />
        The answer needs a file
      </label>
      <Button type="submit" label="Assign task" disabled={busy} />
    </form>
  );
}

function Answers({ tasks, busy }: { tasks: TasksRef; busy: boolean }) {
  const answers = useSelector(tasks, (s) => s.context.answers);
  if (!answers) return null;
  const title = answers.items[0]?.title ?? '';
  return (
    <section aria-label={title ? `Answers to ${title}` : 'Answers'}>
      <h2>{title ? `Answers to ${title}` : 'Answers'}</h2>
      {answers.items.length === 0 && <p>No tutor has this task.</p>}
      <ul className="staff-answers">
        {answers.items.map((item) => (
          <AnswerItem key={item.assignmentId} item={item} tasks={tasks} busy={busy} />
        ))}
      </ul>
    </section>
  );
}

function AnswerItem({ item, tasks, busy }: { item: StaffTaskAnswerItem; tasks: TasksRef; busy: boolean }) {
  const [comment, setComment] = useState('');
  const review = (verdict: ReviewVerdict) => tasks.send({ type: 'tasks.review', assignmentId: item.assignmentId, verdict, comment });
  return (
    <li aria-label={item.tutor}>
      <strong>{item.tutor}</strong> ({item.tutorId}) — {TASK_STATE_LABELS[item.state]}
      {item.answer && (
        <blockquote>
          {item.answer.text}
          {item.answer.fileRef && <span className="staff-caption"> (a file is attached)</span>}
        </blockquote>
      )}
      {item.state === TaskState.submitted && (
        <div className="staff-form">
          <label>
            Comment to the tutor
            <textarea value={comment} maxLength={TASK_REVIEW_MAX_LENGTH} onChange={(event) => setComment(event.target.value)} />
          </label>
          <div>
            <Button size="small" label="Accept" disabled={busy} onClick={() => review(ReviewVerdict.accepted)} />
            <Button size="small" severity="secondary" label="Return" disabled={busy} onClick={() => review(ReviewVerdict.returned)} />
          </div>
        </div>
      )}
    </li>
  );
}
