import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useRef } from 'react';
import { createFeedbackLogic } from '../../../actors/feedback.actors';
import {
  type AppealPreset,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_FILE_EXTENSIONS,
  FeedbackMessages,
  isClassIdRequired,
  isClassIdShown,
  isComplaintNameShown,
  SALARY_TYPE,
} from '../../../domain/feedback';
import { useForwardNotices } from '../../components/use-forward-notices';
import { useAreaLogic } from '../../page-logic-context';
import { Field } from '../../components/form-field';
import '../../styles/feedback.css';

const ACCEPT = FEEDBACK_FILE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/**
 * The feedback dialog (growth-account.md §4, §5): a new actor each time it opens, so the form
 * starts blank; with `id`, the record to edit; with `preset`, an appeal of that penalty. Ends (onClose) when sent or closed.
 */
export default function FeedbackDialog({ id, preset = null, onClose }: { id: number | null; preset?: AppealPreset | null; onClose: () => void }) {
  const dialog = useActorRef(useAreaLogic(createFeedbackLogic).dialog, { input: { id, preset } });
  useForwardNotices(dialog);
  const loading = useSelector(dialog, (s) => s.matches('loading'));
  const loadFailed = useSelector(dialog, (s) => s.matches('failed'));
  const submitting = useSelector(dialog, (s) => s.matches('submitting'));
  const finished = useSelector(dialog, (s) => s.status === 'done');
  const remaining = useSelector(dialog, (s) => s.context.remaining);
  const types = useSelector(dialog, (s) => s.context.types);
  const type = useSelector(dialog, (s) => s.context.type);
  const classId = useSelector(dialog, (s) => s.context.classId);
  const complaintName = useSelector(dialog, (s) => s.context.complaintName);
  const content = useSelector(dialog, (s) => s.context.content);
  const fileName = useSelector(dialog, (s) => s.context.fileName);
  const fileUrl = useSelector(dialog, (s) => s.context.fileUrl);
  const uploading = useSelector(dialog, (s) => s.context.uploading !== null);
  const errors = useSelector(dialog, (s) => s.context.errors);
  const failure = useSelector(dialog, (s) => s.context.failure);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (finished) onCloseRef.current();
  }, [finished]);

  const title = id === null ? 'Feedback' : 'Edit feedback';
  return (
    <Dialog header={title} visible style={{ width: 700 }} breakpoints={{ '760px': '95vw' }} onHide={() => dialog.send({ type: 'feedback.close' })}>
      {loading && <p aria-busy="true">Loading…</p>}
      {loadFailed && (
        <p className="feedback-failure" role="alert">
          <i className="pi pi-exclamation-circle" aria-hidden="true" /> {failure}{' '}
          <Button text size="small" label="Retry" onClick={() => dialog.send({ type: 'feedback.retry' })} />
        </p>
      )}
      {!loading && !loadFailed && (
        <form
          className="feedback-form"
          aria-label={title}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            dialog.send({ type: 'feedback.submit' });
          }}
        >
          {id === null && remaining !== null && (
            <p className="feedback-quota" data-testid="feedback-remaining">
              Feedback left this month: {remaining}
            </p>
          )}
          <Field id="feedback-type" label="Type" error={errors.type}>
            <select
              id="feedback-type"
              value={type ?? ''}
              aria-invalid={Boolean(errors.type)}
              onChange={(event) => dialog.send({ type: 'feedback.type', value: Number(event.target.value) })}
            >
              <option value="" disabled>
                Choose a type
              </option>
              {types.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </Field>
          {isClassIdShown(type) && (
            <Field id="feedback-class" label={isClassIdRequired(type) ? 'Class ID' : 'Class ID (optional)'} error={errors.classId}>
              <input
                id="feedback-class"
                type="text"
                inputMode="numeric"
                value={classId}
                aria-invalid={Boolean(errors.classId)}
                onChange={(event) => dialog.send({ type: 'feedback.edit', field: 'classId', value: event.target.value })}
              />
              {type === SALARY_TYPE && <p className="feedback-hint">{FeedbackMessages.classIdHint}</p>}
            </Field>
          )}
          {isComplaintNameShown(type) && (
            <Field id="feedback-complaint-name" label="Complaint Name" error={errors.complaintName}>
              <input
                id="feedback-complaint-name"
                type="text"
                maxLength={100}
                value={complaintName}
                aria-invalid={Boolean(errors.complaintName)}
                onChange={(event) => dialog.send({ type: 'feedback.edit', field: 'complaintName', value: event.target.value })}
              />
            </Field>
          )}
          <Field id="feedback-content" label="Content" error={errors.content}>
            <textarea
              id="feedback-content"
              rows={5}
              value={content}
              aria-invalid={Boolean(errors.content)}
              onChange={(event) => dialog.send({ type: 'feedback.edit', field: 'content', value: event.target.value })}
            />
            <small className="feedback-counter" aria-live="polite">
              {content.length}/{FEEDBACK_CONTENT_MAX}
            </small>
          </Field>
          <Field id="feedback-file" label="Screenshot" error={errors.file}>
            {fileUrl && <img className="feedback-shot" src={fileUrl} alt={fileName || 'Attached screenshot'} />}
            <input
              id="feedback-file"
              type="file"
              accept={ACCEPT}
              onChange={(event) => {
                dialog.send({ type: 'feedback.attach', file: event.target.files?.[0] ?? null });
                event.target.value = '';
              }}
            />
            {fileName && <small>{fileName}</small>}
            {uploading && <small aria-busy="true">Uploading…</small>}
          </Field>
          {failure && (
            <p className="feedback-failure" role="alert">
              <i className="pi pi-times-circle" aria-hidden="true" /> {failure}
            </p>
          )}
          <div className="feedback-actions">
            <Button type="button" label="Cancel" outlined onClick={() => dialog.send({ type: 'feedback.close' })} />
            <Button type="submit" label="Submit" loading={submitting} disabled={submitting || uploading} />
          </div>
        </form>
      )}
    </Dialog>
  );
}
