import { Button } from 'primereact/button';
import { useState, type FormEvent } from 'react';
import {
  KIT_LABEL_MAX_LENGTH,
  QUESTION_EXPLANATION_MAX_LENGTH,
  QUESTION_OPTIONS_MAX,
  QUESTION_OPTION_MAX_LENGTH,
  QUESTION_TEXT_MAX_LENGTH,
  TRAINING_DESCRIPTION_MAX_LENGTH,
  TRAINING_NAME_MAX_LENGTH,
  emptyKitDraft,
  emptyQuestionDraft,
  type KitCategory,
  type KitDraft,
  type QuestionDraft,
  type StaffKit,
  type StaffKitQuestion,
} from '../../../domain/staff-training-content';
import { ListRef, useTrainingList, ListStatus, useDraft, RowActions, RetireButton } from './training-content-parts';

export function KitList() {
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
