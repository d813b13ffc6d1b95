import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect } from 'react';
import { createStudentEditLogic } from '../../../actors/staff-bookings.actors';
import { STUDENT_FIELD_MAX, STUDENT_GOALS_MAX, STUDENT_NAME_MAX, type StaffStudent } from '../../../domain/staff-bookings';
import type { StudentEditFields } from '../../../machines/staff-student-edit.machine';
import { useAreaLogic } from '../../page-logic-context';
import { StaffNotice } from './staff-notice';

const FIELDS: ReadonlyArray<{ name: keyof StudentEditFields; label: string; max: number }> = [
  { name: 'Name', label: 'Student name', max: STUDENT_NAME_MAX },
  { name: 'AgeBand', label: 'Age band', max: STUDENT_FIELD_MAX },
  { name: 'EnglishLevel', label: 'English level', max: STUDENT_FIELD_MAX },
  { name: 'Country', label: 'Country', max: STUDENT_FIELD_MAX },
  { name: 'TimeZone', label: 'Time zone', max: 64 },
  { name: 'LearningGoals', label: 'Learning goals', max: STUDENT_GOALS_MAX },
];

/** Edits one student (UpdateStudent); `onSaved` reloads the list, `onClose` closes the form. */
export function EditStudentForm({ student, onSaved, onClose }: { student: StaffStudent; onSaved: () => void; onClose: () => void }) {
  const form = useActorRef(useAreaLogic(createStudentEditLogic), { input: { student } });
  const draft = useSelector(form, (s) => s.context.draft);
  const saved = useSelector(form, (s) => s.context.saved);
  const notice = useSelector(form, (s) => s.context.notice);
  const isError = useSelector(form, (s) => s.context.noticeIsError);
  const busy = useSelector(form, (s) => !s.matches('editing'));
  useEffect(() => {
    if (saved) onSaved();
  }, [saved, onSaved]);
  return (
    <form
      className="staff-grid-form"
      aria-label={`Edit student ${student.StuUID}`}
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'student.submit' });
      }}
    >
      <StaffNotice notice={notice} isError={isError} onDismiss={() => form.send({ type: 'student.dismissNotice' })} />
      {FIELDS.map((field) => (
        <label key={field.name}>
          {field.label}
          <InputText
            value={draft[field.name]}
            maxLength={field.max}
            onChange={(event) => form.send({ type: 'student.field', name: field.name, value: event.target.value })}
          />
        </label>
      ))}
      <Button type="submit" size="small" label="Save student" disabled={busy} />
      <Button type="button" size="small" text label="Close" onClick={onClose} />
    </form>
  );
}
