import { Button } from 'primereact/button';
import { useState, type FormEvent } from 'react';
import {
  CHAPTER_BODY_MAX_LENGTH,
  COURSE_KINDS,
  COURSE_KIND_LABELS,
  TRAINING_DESCRIPTION_MAX_LENGTH,
  TRAINING_NAME_MAX_LENGTH,
  emptyChapterDraft,
  emptyCourseDraft,
  type ChapterDraft,
  type CourseDraft,
  type StaffChapter,
  type StaffCourse,
} from '../../../domain/staff-training-content';
import type { CourseKind } from '../../../domain/training-center';
import { ListRef, useTrainingList, ListStatus, useDraft, RowActions, MoveButtons, RetireButton } from './training-content-parts';

export function CourseList({ kind }: { kind: CourseKind }) {
  const { ref, items, busy } = useTrainingList<StaffCourse>({ list: 'courses', kind, parentId: null });
  const [editing, setEditing] = useState<CourseDraft | null>(null);
  const [open, setOpen] = useState<StaffCourse | null>(null);
  const done = () => setEditing(null);
  return (
    <div aria-busy={busy}>
      <ListStatus list={ref} />
      <CourseForm key={editing?.Id ?? 'new'} list={ref} kind={kind} editing={editing} busy={busy} onDone={done} />
      {items && (
        <table className="staff-table" aria-label={COURSE_KIND_LABELS[kind]}>
          <thead>
            <tr>
              <th>Order</th>
              <th>Name</th>
              <th>Chapters</th>
              <th>Subscribed tutors</th>
              <th>Status</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {items.map((course, index) => (
              <tr key={course.Id}>
                <td>
                  <MoveButtons name={course.Name} list={ref} id={course.Id} busy={busy} first={index === 0} last={index === items.length - 1} />
                </td>
                <td>{course.Name}</td>
                <td>{course.ChapterCount}</td>
                <td>{course.TutorCount}</td>
                <td>{course.Retired ? 'Retired' : 'Offered'}</td>
                <td>
                  <RowActions
                    name={course.Name}
                    list={ref}
                    id={course.Id}
                    busy={busy}
                    onEdit={() => setEditing({ Id: course.Id, Kind: course.Kind, Name: course.Name, Description: course.Description, Cover: course.Cover })}
                  >
                    <Button text size="small" label="Chapters" aria-label={`Chapters of ${course.Name}`} onClick={() => setOpen(course)} />
                    <RetireButton name={course.Name} list={ref} id={course.Id} retired={course.Retired} />
                  </RowActions>
                </td>
              </tr>
            ))}
            {items.length === 0 && (
              <tr>
                <td colSpan={6}>Nothing here yet.</td>
              </tr>
            )}
          </tbody>
        </table>
      )}
      {open && <ChapterList key={open.Id} course={open} onClose={() => setOpen(null)} />}
    </div>
  );
}

function CourseForm({
  list,
  kind,
  editing,
  busy,
  onDone,
}: {
  list: ListRef;
  kind: CourseKind;
  editing: CourseDraft | null;
  busy: boolean;
  onDone: () => void;
}) {
  const { draft, set } = useDraft(list, editing ?? emptyCourseDraft(kind), () => emptyCourseDraft(kind), onDone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    list.send({ type: 'training.save', entry: { list: 'courses', draft } });
  };
  const label = editing ? 'Edit course' : 'New course';
  return (
    <form className="staff-form" aria-label={label} onSubmit={submit}>
      <h2>{label}</h2>
      <label>
        Name
        <input value={draft.Name} maxLength={TRAINING_NAME_MAX_LENGTH} onChange={(e) => set({ Name: e.target.value })} />
      </label>
      <label>
        Description
        <textarea value={draft.Description} maxLength={TRAINING_DESCRIPTION_MAX_LENGTH} rows={2} onChange={(e) => set({ Description: e.target.value })} />
      </label>
      <label>
        Cover picture address
        <input value={draft.Cover} placeholder="https://… or /images/…" onChange={(e) => set({ Cover: e.target.value })} />
      </label>
      <label>
        List
        <select value={draft.Kind} onChange={(e) => set({ Kind: e.target.value as CourseKind })}>
          {COURSE_KINDS.map((each) => (
            <option key={each} value={each}>
              {COURSE_KIND_LABELS[each]}
            </option>
          ))}
        </select>
      </label>
      <div className="staff-form-actions">
        <Button type="submit" size="small" label={editing ? 'Save' : 'Create'} disabled={busy} />
        {editing && <Button type="button" text size="small" label="Cancel" onClick={onDone} />}
      </div>
    </form>
  );
}

function ChapterList({ course, onClose }: { course: StaffCourse; onClose: () => void }) {
  const { ref, items, busy } = useTrainingList<StaffChapter>({ list: 'chapters', kind: null, parentId: course.Id });
  const [editing, setEditing] = useState<ChapterDraft | null>(null);
  const done = () => setEditing(null);
  return (
    <section aria-label={`Chapters of ${course.Name}`} aria-busy={busy}>
      <h2>
        Chapters of {course.Name} <Button text size="small" label="Close" onClick={onClose} />
      </h2>
      <ListStatus list={ref} />
      <ChapterForm key={editing?.Id ?? 'new'} list={ref} courseId={course.Id} editing={editing} busy={busy} onDone={done} />
      {items && (
        <table className="staff-table" aria-label="Chapters">
          <thead>
            <tr>
              <th>Order</th>
              <th>Title</th>
              <th>Minutes</th>
              <th>Learned by</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {items.map((chapter, index) => (
              <tr key={chapter.Id}>
                <td>
                  <MoveButtons name={chapter.Title} list={ref} id={chapter.Id} busy={busy} first={index === 0} last={index === items.length - 1} />
                </td>
                <td>{chapter.Title}</td>
                <td>{chapter.Minutes}</td>
                <td>{chapter.LearnedCount}</td>
                <td>
                  <RowActions
                    name={chapter.Title}
                    list={ref}
                    id={chapter.Id}
                    busy={busy}
                    onEdit={() =>
                      setEditing({ Id: chapter.Id, CourseId: chapter.CourseId, Title: chapter.Title, Body: chapter.Body, Minutes: chapter.Minutes })
                    }
                  />
                </td>
              </tr>
            ))}
            {items.length === 0 && (
              <tr>
                <td colSpan={5}>No chapters yet.</td>
              </tr>
            )}
          </tbody>
        </table>
      )}
    </section>
  );
}

function ChapterForm({
  list,
  courseId,
  editing,
  busy,
  onDone,
}: {
  list: ListRef;
  courseId: number;
  editing: ChapterDraft | null;
  busy: boolean;
  onDone: () => void;
}) {
  const { draft, set } = useDraft(list, editing ?? emptyChapterDraft(courseId), () => emptyChapterDraft(courseId), onDone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    list.send({ type: 'training.save', entry: { list: 'chapters', draft } });
  };
  const label = editing ? 'Edit chapter' : 'New chapter';
  return (
    <form className="staff-form" aria-label={label} onSubmit={submit}>
      <h3>{label}</h3>
      <label>
        Title
        <input value={draft.Title} maxLength={TRAINING_NAME_MAX_LENGTH} onChange={(e) => set({ Title: e.target.value })} />
      </label>
      <label>
        Text
        <textarea value={draft.Body} maxLength={CHAPTER_BODY_MAX_LENGTH} rows={4} onChange={(e) => set({ Body: e.target.value })} />
      </label>
      <label>
        Minutes
        <input type="number" value={draft.Minutes} onChange={(e) => set({ Minutes: Number(e.target.value) || 0 })} />
      </label>
      <div className="staff-form-actions">
        <Button type="submit" size="small" label={editing ? 'Save chapter' : 'Add chapter'} disabled={busy} />
        {editing && <Button type="button" text size="small" label="Cancel" onClick={onDone} />}
      </div>
    </form>
  );
}
