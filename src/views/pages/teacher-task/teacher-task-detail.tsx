import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { Link } from 'wouter';
import { createTeacherTasksLogic } from '../../../actors/teacher-tasks.actors';
import { ReviewVerdict, TASK_ANSWER_MAX_LENGTH, TASK_FILE_MODULE } from '../../../domain/teacher-tasks';
import { acceptedExtensions } from '../../../domain/upload';
import { useForwardNotices } from '../../components/use-forward-notices';
import { ZoneNote } from '../../components/zone-note';
import { dateTimeIn, useProviderZone } from '../../format/when';
import { useAreaLogic } from '../../page-logic-context';
import { GROWTH_CENTRE_PATH, stateLabel, TASK_LIST_PATH } from './teacher-task-format';

/** /teacherTask/myTaskPage?id=: the task, its attachments, the answer form while open, the review. */
export function TeacherTaskDetail({ taskId }: { taskId: number }) {
  const logic = useAreaLogic(createTeacherTasksLogic).task;
  const actor = useActorRef(logic, { input: { taskId } });
  useForwardNotices(actor);
  const task = useSelector(actor, (s) => s.context.task);
  const text = useSelector(actor, (s) => s.context.text);
  const fileName = useSelector(actor, (s) => s.context.fileName);
  const uploading = useSelector(actor, (s) => s.context.uploading !== null);
  const error = useSelector(actor, (s) => s.context.error);
  const answering = useSelector(actor, (s) => s.matches('answering') || s.matches('submitting'));
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const zone = useProviderZone();

  if (failed) {
    return (
      <div>
        <p role="alert">{error}</p>
        <Button label="Try again" text onClick={() => actor.send({ type: 'task.reload' })} />
        <Link href={TASK_LIST_PATH}>Back to my tasks</Link>
      </div>
    );
  }
  if (loading || !task) return <p aria-busy="true">Loading the task…</p>;

  return (
    <article aria-labelledby="task-title" className="teacher-task">
      <p>
        <Link href={TASK_LIST_PATH}>Back to my tasks</Link>
      </p>
      <h2 id="task-title">{task.title}</h2>
      <p>
        <span className={`records-status task-state-${task.state}`}>{stateLabel(task.state)}</span> · Due {dateTimeIn(task.dueAt, zone)}
      </p>
      <ZoneNote />
      <p className="teacher-task-description">{task.description}</p>
      {task.growthTaskCode && (
        <p>
          This is a growth task: <Link href={GROWTH_CENTRE_PATH}>see it in the growth centre</Link>.
        </p>
      )}
      {task.attachments.length > 0 && (
        <section aria-label="Attachments">
          <h3>Attachments</h3>
          <ul>
            {task.attachments.map((a) => (
              <li key={a.url}>
                <a href={a.url} target="_blank" rel="noreferrer noopener">
                  {a.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {task.review && (
        <section aria-label="Review">
          <h3>{task.review.verdict === ReviewVerdict.accepted ? 'Review' : 'Returned: please change your answer'}</h3>
          <p>{task.review.comment}</p>
          <small>{dateTimeIn(task.review.reviewedAt, zone)}</small>
        </section>
      )}
      {task.answer && !answering && (
        <section aria-label="My answer">
          <h3>My answer</h3>
          <p className="teacher-task-description">{task.answer.text}</p>
          {task.answer.fileName && <p>File: {task.answer.fileName}</p>}
          <small>Submitted {dateTimeIn(task.answer.submittedAt, zone)}</small>
        </section>
      )}
      {answering && (
        <form
          aria-label="Answer"
          className="teacher-task-form"
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'task.submit' });
          }}
        >
          <label htmlFor="task-answer">Your answer</label>
          <InputTextarea
            id="task-answer"
            rows={6}
            value={text}
            maxLength={TASK_ANSWER_MAX_LENGTH}
            onChange={(e) => actor.send({ type: 'task.edit', text: e.target.value })}
          />
          {task.fileAnswer && (
            <div>
              <label htmlFor="task-file">Answer file</label>
              <input
                id="task-file"
                type="file"
                accept={acceptedExtensions(TASK_FILE_MODULE)
                  .map((ext) => `.${ext}`)
                  .join(',')}
                onChange={(e) => {
                  actor.send({ type: 'task.attach', file: e.target.files?.[0] ?? null });
                  e.target.value = '';
                }}
              />
              {uploading && <span> Uploading…</span>}
              {fileName && (
                <span>
                  {' '}
                  {fileName} <Button type="button" label="Remove" text size="small" onClick={() => actor.send({ type: 'task.removeFile' })} />
                </span>
              )}
            </div>
          )}
          {error && <p role="alert">{error}</p>}
          <Button type="submit" label="Submit answer" loading={submitting} disabled={submitting || uploading} />
        </form>
      )}
    </article>
  );
}
