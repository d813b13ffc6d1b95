import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useEffect, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createStaffTrainingContentLogic } from '../../../actors/staff-training-content.actors';
import type { CourseKind } from '../../../domain/training-center';
import type { TrainingScope, staffTrainingContentMachine } from '../../../machines/staff-training-content.machine';
import { useAreaLogic } from '../../page-logic-context';

export type ListRef = ActorRefFrom<typeof staffTrainingContentMachine>;
export type Part = CourseKind | 'kits';

/** One list's actor and the little of its state a list shows. */
export function useTrainingList<T>(scope: TrainingScope) {
  const ref = useActorRef(useAreaLogic(createStaffTrainingContentLogic), { input: scope });
  const items = useSelector(ref, (s) => s.context.items) as T[] | null;
  const categories = useSelector(ref, (s) => s.context.categories);
  const busy = useSelector(ref, (s) => s.hasTag('status:busy'));
  return { ref, items, categories, busy };
}

/** The server's word on the last change, or what went wrong (with "Load again" when the list did not load). */
export function ListStatus({ list }: { list: ListRef }) {
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
export function useDraft<D>(list: ListRef, initial: D, blank: () => D, onDone: () => void) {
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
export function RowActions({
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

export function MoveButtons({ name, list, id, busy, first, last }: { name: string; list: ListRef; id: number; busy: boolean; first: boolean; last: boolean }) {
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

export function RetireButton({ name, list, id, retired }: { name: string; list: ListRef; id: number; retired: boolean }) {
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
