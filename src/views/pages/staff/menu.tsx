import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useEffect, useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createStaffMenuLogic } from '../../../actors/staff-settings.actors';
import {
  MENU_NAME_MAX_LENGTH,
  MENU_ORDER_MAX,
  MENU_ORDER_MIN,
  emptyMenuDraft,
  menuDraftOf,
  type MenuDraft,
  type StaffMenuItem,
} from '../../../domain/staff-menu';
import type { staffMenuMachine } from '../../../machines/staff-menu.machine';
import { useAreaLogic } from '../../page-logic-context';

type MenuRef = ActorRefFrom<typeof staffMenuMachine>;

/** /staff/menu: the tutors' sidebar — titles, icons, paths, order, shown or not, per tutor group. */
export function MenuView() {
  const menu = useActorRef(useAreaLogic(createStaffMenuLogic));
  const items = useSelector(menu, (s) => s.context.items);
  const notice = useSelector(menu, (s) => s.context.notice);
  const failure = useSelector(menu, (s) => s.context.failure);
  const loadFailed = useSelector(menu, (s) => s.matches('failed'));
  const busy = useSelector(menu, (s) => s.hasTag('status:busy'));
  const [editing, setEditing] = useState<MenuDraft | null>(null);
  const sidebar = (items ?? []).filter((item) => item.Type === 0);
  const others = (items ?? []).filter((item) => item.Type !== 0);
  return (
    <section aria-labelledby="menu-title" aria-busy={busy}>
      <h1 id="menu-title">Menu</h1>
      <p>Tutors see a change the next time their portal loads.</p>
      {notice && <p role="status">{notice}</p>}
      {failure && (
        <p role="alert">
          {failure} {loadFailed && <Button text size="small" label="Load again" onClick={() => menu.send({ type: 'menu.retry' })} />}
        </p>
      )}
      <MenuForm key={editing?.Id ?? 'new'} menu={menu} editing={editing} busy={busy} onDone={() => setEditing(null)} />
      {items && (
        <>
          <MenuTable label="Sidebar entries" items={sidebar} onEdit={(item) => setEditing(menuDraftOf(item))} />
          <MenuTable label="Other entries (known to the portal, not in the sidebar)" items={others} onEdit={(item) => setEditing(menuDraftOf(item))} />
        </>
      )}
    </section>
  );
}

function MenuTable({ label, items, onEdit }: { label: string; items: StaffMenuItem[]; onEdit: (item: StaffMenuItem) => void }) {
  return (
    <table className="staff-table" aria-label={label}>
      <caption className="staff-caption">{label}</caption>
      <thead>
        <tr>
          <th>Order</th>
          <th>Title</th>
          <th>Opens</th>
          <th>Shown</th>
          <th>Tutor group</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.Id}>
            <td>{item.SortOrder}</td>
            <td>
              <i className={item.Icon || 'pi pi-circle'} aria-hidden="true" /> {item.Name}
            </td>
            <td>{item.Url}</td>
            <td>{item.IsShow ? 'Shown' : 'Hidden'}</td>
            <td>{item.TutorGroup ?? 'Every tutor'}</td>
            <td>
              <Button text size="small" label="Edit" aria-label={`Edit ${item.Name}`} onClick={() => onEdit(item)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MenuForm({ menu, editing, busy, onDone }: { menu: MenuRef; editing: MenuDraft | null; busy: boolean; onDone: () => void }) {
  const [draft, setDraft] = useState<MenuDraft>(editing ?? emptyMenuDraft());
  // A save that went through clears the form (and ends an edit).
  useEffect(() => {
    const subscription = menu.on('menu.saved', () => {
      setDraft(emptyMenuDraft());
      onDone();
    });
    return () => subscription.unsubscribe();
  }, [menu, onDone]);
  const set = (patch: Partial<MenuDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    menu.send({ type: 'menu.save', draft });
  };
  const label = editing ? `Edit ${editing.Name}` : 'New sidebar entry';
  return (
    <form className="staff-form" aria-label={label} onSubmit={submit}>
      <h2>{label}</h2>
      <label>
        Title
        <input value={draft.Name} maxLength={MENU_NAME_MAX_LENGTH} onChange={(e) => set({ Name: e.target.value })} />
      </label>
      <label>
        Opens (a portal page or an https:// link)
        <input value={draft.RouteName} placeholder="classTab, /trainingCenter or https://…" onChange={(e) => set({ RouteName: e.target.value })} />
      </label>
      <label>
        Icon
        <input value={draft.Icon} placeholder="pi pi-home" onChange={(e) => set({ Icon: e.target.value })} />
      </label>
      <label>
        Order
        <input
          type="number"
          value={draft.SortOrder}
          min={MENU_ORDER_MIN}
          max={MENU_ORDER_MAX}
          onChange={(e) => set({ SortOrder: e.target.value === '' ? 0 : Number(e.target.value) })}
        />
      </label>
      <label>
        Tutor group (empty: every tutor)
        <input value={draft.TutorGroup ?? ''} onChange={(e) => set({ TutorGroup: e.target.value })} />
      </label>
      <label className="staff-check">
        <input type="checkbox" checked={draft.IsShow} onChange={(e) => set({ IsShow: e.target.checked })} />
        Shown
      </label>
      <div className="staff-form-actions">
        <Button type="submit" size="small" label={editing ? 'Save' : 'Add'} disabled={busy} />
        {editing && <Button type="button" text size="small" label="Cancel" onClick={onDone} />}
      </div>
    </form>
  );
}
