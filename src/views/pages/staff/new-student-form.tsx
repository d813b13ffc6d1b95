import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect } from 'react';
import { createStudentFormLogic } from '../../../actors/staff-bookings.actors';
import { STUDENT_FIELD_MAX, STUDENT_GOALS_MAX, STUDENT_NAME_MAX, type StudentDraft } from '../../../domain/staff-bookings';
import { useAreaLogic } from '../../page-logic-context';
import { StaffNotice } from './staff-notice';

const FIELDS: ReadonlyArray<{ name: Exclude<keyof StudentDraft, 'CourseId'>; label: string; max: number }> = [
  { name: 'Name', label: 'Student name', max: STUDENT_NAME_MAX },
  { name: 'AgeBand', label: 'Age band', max: STUDENT_FIELD_MAX },
  { name: 'EnglishLevel', label: 'English level', max: STUDENT_FIELD_MAX },
  { name: 'Country', label: 'Country', max: STUDENT_FIELD_MAX },
  { name: 'TimeZone', label: 'Time zone', max: 64 },
  { name: 'LearningGoals', label: 'Learning goals', max: STUDENT_GOALS_MAX },
];

/** A new student, optionally enrolled in a course; `onCreated` reloads the list. */
export function NewStudentForm({ onCreated }: { onCreated: () => void }) {
  const form = useActorRef(useAreaLogic(createStudentFormLogic));
  const draft = useSelector(form, (s) => s.context.draft);
  const courses = useSelector(form, (s) => s.context.courses);
  const created = useSelector(form, (s) => s.context.created);
  const notice = useSelector(form, (s) => s.context.notice);
  const isError = useSelector(form, (s) => s.context.noticeIsError);
  const busy = useSelector(form, (s) => !s.matches('editing'));
  useEffect(() => {
    if (created) onCreated();
  }, [created, onCreated]);
  return (
    <form
      className="staff-grid-form"
      aria-label="New student"
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
      <label>
        Course
        <select value={draft.CourseId} onChange={(event) => form.send({ type: 'student.course', courseId: Number(event.target.value) })}>
          <option value={0}>No course yet</option>
          {courses.map((course) => (
            <option key={course.CourseId} value={course.CourseId}>
              {course.Name} ({course.Level})
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" size="small" label="Create student" disabled={busy} />
    </form>
  );
}
