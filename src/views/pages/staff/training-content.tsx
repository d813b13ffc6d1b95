import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createStaffTrainingContentLogic } from '../../../actors/staff-training-content.actors';
import {
  CHAPTER_BODY_MAX_LENGTH,
  COURSE_KINDS,
  COURSE_KIND_LABELS,
  KIT_LABEL_MAX_LENGTH,
  QUESTION_EXPLANATION_MAX_LENGTH,
  QUESTION_OPTIONS_MAX,
  QUESTION_OPTION_MAX_LENGTH,
  QUESTION_TEXT_MAX_LENGTH,
  TRAINING_DESCRIPTION_MAX_LENGTH,
  TRAINING_NAME_MAX_LENGTH,
  emptyChapterDraft,
  emptyCourseDraft,
  emptyKitDraft,
  emptyQuestionDraft,
  type ChapterDraft,
  type CourseDraft,
  type KitCategory,
  type KitDraft,
  type QuestionDraft,
  type StaffChapter,
  type StaffCourse,
  type StaffKit,
  type StaffKitQuestion,
} from '../../../domain/staff-training-content';
import type { CourseKind } from '../../../domain/training-center';
import type { TrainingScope, staffTrainingContentMachine } from '../../../machines/staff-training-content.machine';
import { useAreaLogic } from '../../page-logic-context';

type ListRef = ActorRefFrom<typeof staffTrainingContentMachine>;
type Part = CourseKind | 'kits';

/** One list's actor and the little of its state a list shows. */
function useTrainingList<T>(scope: TrainingScope) {
  const ref = useActorRef(useAreaLogic(createStaffTrainingContentLogic), { input: scope });
  const items = useSelector(ref, (s) => s.context.items) as T[] | null;
  const categories = useSelector(ref, (s) => s.context.categories);
  const busy = useSelector(ref, (s) => s.hasTag('status:busy'));
  return { ref, items, categories, busy };
}

/** The server's word on the last change, or what went wrong (with "Load again" when the list did not load). */
function ListStatus({ list }: { list: ListRef }) {
  const notice = useSelector(list, (s) => s.context.notice);
  const failure = useSelector(list, (s) => s.context.failure);
  const loadFailed = useSelector(list, (s) => s.matches('failed'));
  return (
    <>
      {notice && <p role="status">{notice}</p>}
      {failure && (
        <p role="alert">
          {failure} {loadFailed && <Button text size="small" label="Load again" onClick={() => list.send({ type: 'training.retry' })} />}
        </p>
      )}
    </>
  );
}

/** A form that clears itself (and ends an edit) once its save went through. */
function useDraft<D>(list: ListRef, initial: D, blank: () => D, onDone: () => void) {
  const [draft, setDraft] = useState<D>(initial);
  useEffect(() => {
    const subscription = list.on('training.saved', () => {
      setDraft(blank());
      onDone();
    });
    return () => subscription.unsubscribe();
  }, [list, blank, onDone]);
  const set = (patch: Partial<D>) => setDraft((current) => ({ ...current, ...patch }));
  return { draft, set };
}

/** Edit, the list's own buttons, and a delete that asks first. */
function RowActions({
  name,
  list,
  id,
  busy,
  onEdit,
  children,
}: {
  name: string;
  list: ListRef;
  id: number;
  busy: boolean;
  onEdit: () => void;
  children?: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  if (confirming) {
    return (
      <span role="group" aria-label={`Delete ${name}?`}>
        Delete it?{' '}
        <Button
          text
          size="small"
          severity="danger"
          label="Yes, delete"
          disabled={busy}
          onClick={() => {
            setConfirming(false);
            list.send({ type: 'training.delete', id });
          }}
        />
        <Button text size="small" label="Keep it" onClick={() => setConfirming(false)} />
      </span>
    );
  }
  return (
    <>
      <Button text size="small" label="Edit" aria-label={`Edit ${name}`} onClick={onEdit} />
      {children}
      <Button text size="small" label="Delete" aria-label={`Delete ${name}`} onClick={() => setConfirming(true)} />
    </>
  );
}

function MoveButtons({ name, list, id, busy, first, last }: { name: string; list: ListRef; id: number; busy: boolean; first: boolean; last: boolean }) {
  return (
    <>
      <Button
        text
        size="small"
        icon="pi pi-arrow-up"
        aria-label={`Move ${name} up`}
        disabled={busy || first}
        onClick={() => list.send({ type: 'training.move', id, by: -1 })}
      />
      <Button
        text
        size="small"
        icon="pi pi-arrow-down"
        aria-label={`Move ${name} down`}
        disabled={busy || last}
        onClick={() => list.send({ type: 'training.move', id, by: 1 })}
      />
    </>
  );
}

function RetireButton({ name, list, id, retired }: { name: string; list: ListRef; id: number; retired: boolean }) {
  return (
    <Button
      text
      size="small"
      label={retired ? 'Bring back' : 'Retire'}
      aria-label={`${retired ? 'Bring back' : 'Retire'} ${name}`}
      onClick={() => list.send({ type: 'training.retire', id, retired: !retired })}
    />
  );
}

/** /staff/training-content: the courses, chapters, training kits and test questions tutors learn from. */
export function TrainingContentView() {
  const [part, setPart] = useState<Part>('course');
  const parts: Array<{ key: Part; label: string }> = [
    ...COURSE_KINDS.map((kind) => ({ key: kind, label: COURSE_KIND_LABELS[kind] })),
    { key: 'kits', label: 'Training kits' },
  ];
  return (
    <section aria-labelledby="training-content-title">
      <h1 id="training-content-title">Training content</h1>
      <div role="group" aria-label="Training content part" className="staff-tabs">
        {parts.map((each) => (
          <Button
            key={each.key}
            size="small"
            outlined={each.key !== part}
            label={each.label}
            aria-pressed={each.key === part}
            onClick={() => setPart(each.key)}
          />
        ))}
      </div>
      {part === 'kits' ? <KitList /> : <CourseList key={part} kind={part} />}
    </section>
  );
}

function CourseList({ kind }: { kind: CourseKind }) {
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

function KitList() {
  const { ref, items, categories, busy } = useTrainingList<StaffKit>({ list: 'kits', kind: null, parentId: null });
  const [editing, setEditing] = useState<KitDraft | null>(null);
  const [open, setOpen] = useState<StaffKit | null>(null);
  const done = () => setEditing(null);
  return (
    <div aria-busy={busy}>
      <ListStatus list={ref} />
      {items && <KitForm key={editing?.Id ?? 'new'} list={ref} categories={categories} editing={editing} busy={busy} onDone={done} />}
      {items && (
        <table className="staff-table" aria-label="Training kits">
          <thead>
            <tr>
              <th>Name</th>
              <th>Category</th>
              <th>Pass mark</th>
              <th>Questions</th>
              <th>Tutors who took it</th>
              <th>Status</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {items.map((kit) => (
              <tr key={kit.Id}>
                <td>{kit.Name}</td>
                <td>{kit.CategoryName}</td>
                <td>{kit.PassScore}%</td>
                <td>{kit.QuestionCount}</td>
                <td>{kit.TakenCount}</td>
                <td>{kit.Retired ? 'Retired' : 'Offered'}</td>
                <td>
                  <RowActions
                    name={kit.Name}
                    list={ref}
                    id={kit.Id}
                    busy={busy}
                    onEdit={() =>
                      setEditing({
                        Id: kit.Id,
                        CategoryId: kit.CategoryId,
                        Name: kit.Name,
                        Description: kit.Description,
                        PassScore: kit.PassScore,
                        TestMinutes: kit.TestMinutes,
                        Label: kit.Label,
                      })
                    }
                  >
                    <Button text size="small" label="Questions" aria-label={`Questions of ${kit.Name}`} onClick={() => setOpen(kit)} />
                    <RetireButton name={kit.Name} list={ref} id={kit.Id} retired={kit.Retired} />
                  </RowActions>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open && <QuestionList key={open.Id} kit={open} onClose={() => setOpen(null)} />}
    </div>
  );
}

function KitForm({
  list,
  categories,
  editing,
  busy,
  onDone,
}: {
  list: ListRef;
  categories: KitCategory[];
  editing: KitDraft | null;
  busy: boolean;
  onDone: () => void;
}) {
  const firstCategory = categories[0]?.Id ?? 0;
  const { draft, set } = useDraft(list, editing ?? emptyKitDraft(firstCategory), () => emptyKitDraft(firstCategory), onDone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    list.send({ type: 'training.save', entry: { list: 'kits', draft } });
  };
  const label = editing ? 'Edit training kit' : 'New training kit';
  return (
    <form className="staff-form" aria-label={label} onSubmit={submit}>
      <h2>{label}</h2>
      <label>
        Name
        <input value={draft.Name} maxLength={TRAINING_NAME_MAX_LENGTH} onChange={(e) => set({ Name: e.target.value })} />
      </label>
      <label>
        Category
        <select value={draft.CategoryId} onChange={(e) => set({ CategoryId: Number(e.target.value) })}>
          {categories.map((each) => (
            <option key={each.Id} value={each.Id}>
              {each.Name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Description
        <textarea value={draft.Description} maxLength={TRAINING_DESCRIPTION_MAX_LENGTH} rows={2} onChange={(e) => set({ Description: e.target.value })} />
      </label>
      <label>
        Pass mark (percent of the points)
        <input type="number" value={draft.PassScore} onChange={(e) => set({ PassScore: Number(e.target.value) || 0 })} />
      </label>
      <label>
        Test minutes
        <input type="number" value={draft.TestMinutes} onChange={(e) => set({ TestMinutes: Number(e.target.value) || 0 })} />
      </label>
      <label>
        Teachable-course label (empty: none)
        <input value={draft.Label} maxLength={KIT_LABEL_MAX_LENGTH} onChange={(e) => set({ Label: e.target.value })} />
      </label>
      <div className="staff-form-actions">
        <Button type="submit" size="small" label={editing ? 'Save' : 'Create'} disabled={busy} />
        {editing && <Button type="button" text size="small" label="Cancel" onClick={onDone} />}
      </div>
    </form>
  );
}

function QuestionList({ kit, onClose }: { kit: StaffKit; onClose: () => void }) {
  const { ref, items, busy } = useTrainingList<StaffKitQuestion>({ list: 'questions', kind: null, parentId: kit.Id });
  const [editing, setEditing] = useState<QuestionDraft | null>(null);
  const done = () => setEditing(null);
  return (
    <section aria-label={`Questions of ${kit.Name}`} aria-busy={busy}>
      <h2>
        Test questions of {kit.Name} <Button text size="small" label="Close" onClick={onClose} />
      </h2>
      <ListStatus list={ref} />
      <QuestionForm key={editing?.Id ?? 'new'} list={ref} kitId={kit.Id} editing={editing} busy={busy} onDone={done} />
      {items && (
        <table className="staff-table" aria-label="Test questions">
          <thead>
            <tr>
              <th>Question</th>
              <th>Right answer</th>
              <th>Points</th>
              <th>Report category</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {items.map((question) => (
              <tr key={question.Id}>
                <td>{question.Text}</td>
                <td>{question.Correct.map((index) => question.Options[index]).join(', ')}</td>
                <td>{question.Points}</td>
                <td>{question.CatName}</td>
                <td>
                  <RowActions
                    name={question.Text}
                    list={ref}
                    id={question.Id}
                    busy={busy}
                    onEdit={() =>
                      setEditing({
                        Id: question.Id,
                        KitId: question.KitId,
                        CatName: question.CatName,
                        Text: question.Text,
                        Options: question.Options,
                        Correct: question.Correct,
                        Points: question.Points,
                        Explanation: question.Explanation,
                      })
                    }
                  />
                </td>
              </tr>
            ))}
            {items.length === 0 && (
              <tr>
                <td colSpan={5}>No questions yet.</td>
              </tr>
            )}
          </tbody>
        </table>
      )}
    </section>
  );
}

function QuestionForm({
  list,
  kitId,
  editing,
  busy,
  onDone,
}: {
  list: ListRef;
  kitId: number;
  editing: QuestionDraft | null;
  busy: boolean;
  onDone: () => void;
}) {
  const { draft, set } = useDraft(list, editing ?? emptyQuestionDraft(kitId), () => emptyQuestionDraft(kitId), onDone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    list.send({ type: 'training.save', entry: { list: 'questions', draft } });
  };
  const setOption = (index: number, text: string) => set({ Options: draft.Options.map((each, i) => (i === index ? text : each)) });
  const toggleRight = (index: number, right: boolean) =>
    set({ Correct: right ? [...draft.Correct, index].sort((a, b) => a - b) : draft.Correct.filter((each) => each !== index) });
  const removeOption = (index: number) =>
    set({
      Options: draft.Options.filter((_, i) => i !== index),
      Correct: draft.Correct.filter((each) => each !== index).map((each) => (each > index ? each - 1 : each)),
    });
  const label = editing ? 'Edit question' : 'New question';
  return (
    <form className="staff-form" aria-label={label} onSubmit={submit}>
      <h3>{label}</h3>
      <label>
        Question
        <textarea value={draft.Text} maxLength={QUESTION_TEXT_MAX_LENGTH} rows={2} onChange={(e) => set({ Text: e.target.value })} />
      </label>
      <fieldset>
        <legend>Options (tick the right ones)</legend>
        {draft.Options.map((option, index) => (
          <div key={index} className="staff-option">
            <input
              type="checkbox"
              aria-label={`Option ${index + 1} is right`}
              checked={draft.Correct.includes(index)}
              onChange={(e) => toggleRight(index, e.target.checked)}
            />
            <input
              aria-label={`Option ${index + 1}`}
              value={option}
              maxLength={QUESTION_OPTION_MAX_LENGTH}
              onChange={(e) => setOption(index, e.target.value)}
            />
            <Button type="button" text size="small" icon="pi pi-times" aria-label={`Remove option ${index + 1}`} onClick={() => removeOption(index)} />
          </div>
        ))}
        {draft.Options.length < QUESTION_OPTIONS_MAX && (
          <Button type="button" text size="small" label="Add an option" onClick={() => set({ Options: [...draft.Options, ''] })} />
        )}
      </fieldset>
      <label>
        Points
        <input type="number" value={draft.Points} onChange={(e) => set({ Points: Number(e.target.value) || 0 })} />
      </label>
      <label>
        Report category (empty: General)
        <input value={draft.CatName} onChange={(e) => set({ CatName: e.target.value })} />
      </label>
      <label>
        Explanation shown with the answers
        <textarea value={draft.Explanation} maxLength={QUESTION_EXPLANATION_MAX_LENGTH} rows={2} onChange={(e) => set({ Explanation: e.target.value })} />
      </label>
      <div className="staff-form-actions">
        <Button type="submit" size="small" label={editing ? 'Save question' : 'Add question'} disabled={busy} />
        {editing && <Button type="button" text size="small" label="Cancel" onClick={onDone} />}
      </div>
    </form>
  );
}
