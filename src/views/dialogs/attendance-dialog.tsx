import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { ATTENDANCE_ATTACHMENT_EXTENSIONS, CANCELLATION_REASONS, PENALTY_TEACHING_POINTS, PENALTY_TIERS, attendancePenalty } from '../../domain/attendance';
import type { ConfirmationRecord } from '../../domain/message-records';
import { Messages } from '../../domain/messages';
import type { AttendanceDialogMachine } from '../../machines/attendance-dialog.machine';
import { selectAttendanceBusy, selectAttendanceItem, selectAttendanceStep } from '../../machines/message-dialogs.selectors';
import { ZoneNote } from '../components/zone-note';
import { dateTimeIn, useProviderZone } from '../format/when';

type AttendanceRef = ActorRefFrom<AttendanceDialogMachine>;

const ACCEPT = ATTENDANCE_ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');
const peso = (amount: number) => `₱${amount.toFixed(2)}`;

/**
 * The class attendance confirmation dialog (shell.md §4, §5, §9): the class, 'Yes, I can' and
 * "No, I can't", the penalty by time before class and the 30-minute rule; the cancel form asks a
 * reason, a note and a .jpg/.png proof. Msg of an answer that is not Body 1 shows with an icon.
 */
export function AttendanceDialog({ dialogRef }: { dialogRef: AttendanceRef }) {
  const step = useSelector(dialogRef, selectAttendanceStep);
  const busy = useSelector(dialogRef, selectAttendanceBusy);
  const item = useSelector(dialogRef, selectAttendanceItem);
  const message = useSelector(dialogRef, (snapshot) => snapshot.context.message);
  const close = () => dialogRef.send({ type: 'attendance.close' });
  const footer =
    step === 'asking' ? (
      <>
        <Button label={Messages.noICant} severity="danger" outlined disabled={busy} onClick={() => dialogRef.send({ type: 'attendance.no' })} />
        <Button label={Messages.yesICan} icon="pi pi-check" loading={busy} onClick={() => dialogRef.send({ type: 'attendance.yes' })} autoFocus />
      </>
    ) : step === 'declining' ? (
      <>
        <Button label="Back" severity="secondary" outlined disabled={busy} onClick={() => dialogRef.send({ type: 'attendance.back' })} />
        <Button label="Submit" severity="danger" loading={busy} onClick={() => dialogRef.send({ type: 'form.submit' })} />
      </>
    ) : null;
  return (
    <Dialog
      header={Messages.attendanceConfirmTitle}
      visible={step !== null && step !== 'loading'}
      onHide={close}
      closable={!busy}
      style={{ width: '700px', maxWidth: '95vw' }}
      className="message-dialog attendance-dialog"
      footer={footer}
    >
      {item && <ClassSummary item={item} />}
      {message && (
        <p className="dialog-message attendance-message" role="alert">
          <i className="pi pi-exclamation-circle dialog-icon-warn" aria-hidden="true" />
          <span>{message}</span>
        </p>
      )}
      {step === 'declining' && <CancelForm dialogRef={dialogRef} busy={busy} />}
      {item && <PenaltyTable item={item} />}
    </Dialog>
  );
}

function ClassSummary({ item }: { item: ConfirmationRecord }) {
  const zone = useProviderZone();
  return (
    <>
      <dl className="attendance-class">
        <div>
          <dt>Class</dt>
          <dd>{dateTimeIn(item.ClassTimeStr, zone)}</dd>
        </div>
        <div>
          <dt>Student</dt>
          <dd>{item.StudentName || '—'}</dd>
        </div>
        <div>
          <dt>Confirm before</dt>
          <dd>{dateTimeIn(item.DeadlineStr, zone)}</dd>
        </div>
        {item.Count > 1 && (
          <div>
            <dt>Classes</dt>
            <dd>{item.Count}</dd>
          </div>
        )}
      </dl>
      <ZoneNote />
    </>
  );
}

/** The penalty table, with the row that applies now (computed when the dialog renders). */
function PenaltyTable({ item }: { item: ConfirmationRecord }) {
  const [now] = useState(() => Date.now());
  const current = attendancePenalty(Date.parse(item.ClassTimeStr) - now, item.LessonFeePhp);
  return (
    <section className="attendance-rules" aria-label="Cancellation penalty">
      <table className="attendance-penalties">
        <caption>If you cancel or do not confirm</caption>
        <thead>
          <tr>
            <th scope="col">Time before class</th>
            <th scope="col">Penalty</th>
          </tr>
        </thead>
        <tbody>
          {PENALTY_TIERS.map((tier) => (
            <tr key={tier.label} className={tier.label === current.tier ? 'attendance-penalty-now' : undefined}>
              <td>{tier.label}</td>
              <td>
                {tier.penaltyText}
                {tier.label === current.tier && <span className="attendance-penalty-amount"> (now: {peso(current.penalty)})</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="attendance-rule">
        {PENALTY_TEACHING_POINTS} teaching points are deducted in each case. {Messages.attendanceRuleDeadline}
      </p>
    </section>
  );
}

function CancelForm({ dialogRef, busy }: { dialogRef: AttendanceRef; busy: boolean }) {
  const form = useSelector(dialogRef, (snapshot) => snapshot.context.form);
  const errors = useSelector(dialogRef, (snapshot) => snapshot.context.errors);
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  return (
    <form
      className="attendance-cancel-form"
      aria-label="Cancel this class"
      onSubmit={(event) => {
        event.preventDefault();
        dialogRef.send({ type: 'form.submit' });
      }}
    >
      <div className="message-form-row">
        <label htmlFor={field('reason')} className="message-form-label">
          Reason
        </label>
        <Dropdown
          inputId={field('reason')}
          value={form.reason}
          options={[...CANCELLATION_REASONS]}
          optionLabel="text"
          optionValue="value"
          placeholder="Choose a reason"
          disabled={busy}
          invalid={errors.reason !== ''}
          onChange={(event) => dialogRef.send({ type: 'form.reason', reason: Number(event.value) })}
          className="message-form-field"
        />
        <FieldError id={field('reason-error')} text={errors.reason} />
      </div>
      <div className="message-form-row">
        <label htmlFor={field('note')} className="message-form-label">
          Note
        </label>
        <InputTextarea
          id={field('note')}
          value={form.note}
          rows={3}
          maxLength={1000}
          disabled={busy}
          invalid={errors.note !== ''}
          onChange={(event) => dialogRef.send({ type: 'form.note', note: event.target.value })}
          className="message-form-field"
        />
        <FieldError id={field('note-error')} text={errors.note} />
      </div>
      <div className="message-form-row">
        <label htmlFor={field('attachment')} className="message-form-label">
          Attachment (.jpg or .png)
        </label>
        <input
          id={field('attachment')}
          type="file"
          accept={ACCEPT}
          disabled={busy}
          aria-invalid={errors.attachment !== ''}
          onChange={(event) => dialogRef.send({ type: 'form.file', file: event.target.files?.[0] ?? null })}
          className="attendance-file"
        />
        <FieldError id={field('attachment-error')} text={errors.attachment} />
      </div>
    </form>
  );
}

function FieldError({ id, text }: { id: string; text: string }) {
  return text ? (
    <small id={id} role="alert" className="p-error">
      {text}
    </small>
  ) : null;
}
