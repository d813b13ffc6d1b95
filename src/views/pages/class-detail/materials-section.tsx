import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ClassDetailDialogWidth, LESSON_TYPE_LABELS, MISTAKE_TEXT_MAX, type MaterialLine, type MistakeReport } from '../../../domain/class-detail';
import type { classMaterialsMachine } from '../../../machines/class-materials.machine';
import type { ClassMaterialsInput } from '../../../machines/class-materials.types';

/** The teaching material section: the current lesson, change material (1000 px list) and same materials. */
export function MaterialsSection({ logic, input, canChange }: { logic: typeof classMaterialsMachine; input: ClassMaterialsInput; canChange: boolean }) {
  const actor = useActorRef(logic, { input });
  const list = useSelector(actor, (s) => s.context.list);
  const notice = useSelector(actor, (s) => s.context.notice);
  const error = useSelector(actor, (s) => s.context.error);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const picking = useSelector(actor, (s) => s.matches({ ready: 'picking' }) || s.matches({ ready: 'saving' }));
  const saving = useSelector(actor, (s) => s.matches({ ready: 'saving' }) || s.matches({ ready: 'savingSame' }));
  const reporting = useSelector(actor, (s) => s.matches({ ready: 'reporting' }) || s.matches({ ready: 'sendingMistake' }));
  const current = list && list.CurrentIndex >= 0 ? list.Lines[list.CurrentIndex] : undefined;
  return (
    <section className="class-detail-section" aria-labelledby="materials-title">
      <h2 id="materials-title">Teaching materials</h2>
      {notice && (
        <p role="status" className="class-detail-notice">
          {notice} <Button type="button" text size="small" label="OK" onClick={() => actor.send({ type: 'materials.dismiss' })} />
        </p>
      )}
      {error && !picking && !reporting && <p role="alert">{error}</p>}
      {failed && <Button type="button" size="small" label="Load materials again" onClick={() => actor.send({ type: 'materials.retry' })} />}
      {!list && !failed && <p>Loading teaching materials…</p>}
      {list && (
        <p>
          Current lesson: <strong data-testid="current-lesson">{current ? current.SubjectName : 'None'}</strong>
        </p>
      )}
      <div className="class-detail-actions">
        {canChange && (
          <>
            <Button type="button" size="small" label="Change material" disabled={saving} onClick={() => actor.send({ type: 'materials.change' })} />
            <Button
              type="button"
              size="small"
              severity="secondary"
              label="Same materials as last class"
              disabled={saving}
              onClick={() => actor.send({ type: 'materials.same' })}
            />
          </>
        )}
        <Button type="button" size="small" severity="secondary" outlined label="Report a mistake" onClick={() => actor.send({ type: 'mistake.open' })} />
      </div>
      {list && <MaterialTable lines={list.Lines} />}
      <Dialog
        header="Change material"
        visible={picking}
        style={{ width: `${ClassDetailDialogWidth.materials}px` }}
        onHide={() => actor.send({ type: 'materials.close' })}
      >
        {error && <p role="alert">{error}</p>}
        {list && <MaterialTable lines={list.Lines} onPick={saving ? undefined : (sid) => actor.send({ type: 'materials.pick', sid })} />}
      </Dialog>
      <Dialog
        header="Report a mistake in the material"
        visible={reporting}
        style={{ width: `${ClassDetailDialogWidth.assistance}px` }}
        onHide={() => actor.send({ type: 'mistake.close' })}
      >
        {list && (
          <MistakeForm
            lines={list.Lines}
            defaultSid={current?.SID ?? list.Lines[0]?.SID ?? 0}
            error={error}
            onSend={(report) => actor.send({ type: 'mistake.send', report })}
          />
        )}
      </Dialog>
    </section>
  );
}

function MistakeForm({
  lines,
  defaultSid,
  error,
  onSend,
}: {
  lines: MaterialLine[];
  defaultSid: number;
  error: string;
  onSend: (report: MistakeReport) => void;
}) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        const description = data.get('description');
        onSend({ sid: Number(data.get('sid')), page: Number(data.get('page') || 0), description: typeof description === 'string' ? description : '' });
      }}
    >
      <label htmlFor="mistake-lesson">Lesson</label>
      <select id="mistake-lesson" name="sid" defaultValue={defaultSid}>
        {lines.map((line) => (
          <option key={line.SID} value={line.SID}>
            {line.SubjectName}
          </option>
        ))}
      </select>
      <label htmlFor="mistake-page">Page</label>
      <input id="mistake-page" name="page" type="number" min={0} max={500} defaultValue={0} />
      <label htmlFor="mistake-description">What is wrong</label>
      <textarea id="mistake-description" name="description" rows={3} maxLength={MISTAKE_TEXT_MAX} />
      {error && <p role="alert">{error}</p>}
      <div className="class-detail-actions">
        <button type="submit" className="p-button p-button-sm">
          Send report
        </button>
      </div>
    </form>
  );
}

function MaterialTable({ lines, onPick }: { lines: MaterialLine[]; onPick?: ((sid: number) => void) | undefined }) {
  return (
    <table className="class-detail-materials">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Unit</th>
          <th scope="col">Lesson</th>
          <th scope="col">Type</th>
          {onPick && <th scope="col">Action</th>}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.SID} aria-current={line.IsCurrentCourseware ? 'step' : undefined} className={line.IsCurrentCourseware ? 'is-current' : undefined}>
            <td>{line.RowNum}</td>
            <td>{line.UnitName}</td>
            <td>
              {line.SubjectName}
              {line.IsCurrentCourseware && <span className="class-detail-current"> (current lesson)</span>}
              {line.CSID > 0 && <span className="class-detail-set"> · set for this class</span>}
            </td>
            <td>{LESSON_TYPE_LABELS[line.LessonType]}</td>
            {onPick && (
              <td>
                <Button type="button" size="small" text label="Use" aria-label={`Use ${line.SubjectName}`} onClick={() => onPick(line.SID)} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
