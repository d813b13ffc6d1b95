import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { SessionContext } from '../session-context';
import { useSharedDialogs } from '../dialogs/use-shared-dialogs';

/** The avatar shown when the tutor has none. */
export const DEFAULT_AVATAR = '/images/default-avatar.svg';

/** The user menu: avatar, full name and numeric teacher id; personal data, the TutorClient and sign out. */
export function UserMenu({ compact }: { compact: boolean }) {
  const session = SessionContext.useActorRef();
  const fullName = SessionContext.useSelector((snapshot) => snapshot.context.user?.fullName ?? '');
  const tuid = SessionContext.useSelector((snapshot) => snapshot.context.user?.tuid ?? null);
  const avatar = SessionContext.useSelector((snapshot) => avatarOf(snapshot.context.user));
  const dialogs = useSharedDialogs();
  const [, navigate] = useLocation();
  const menu = useRef<Menu>(null);
  const items: MenuItem[] = [
    { label: 'Personal Data', icon: 'pi pi-user-edit', command: () => navigate('/personalData') },
    { label: 'Download TutorClient', icon: 'pi pi-download', command: () => dialogs.openClientDownload() },
    { separator: true },
    { label: 'Sign out', icon: 'pi pi-sign-out', command: () => session.send({ type: 'session.logout' }) },
  ];
  return (
    <div className="user-menu">
      <button type="button" className="user-menu-button" aria-haspopup="menu" aria-controls="user-menu" onClick={(event) => menu.current?.toggle(event)}>
        <img className="user-avatar" src={avatar} alt="" width={32} height={32} />
        <span className={compact ? 'sr-only' : 'user-identity'}>
          <span className="user-name">{fullName}</span> {tuid !== null && <span className="user-id">ID {tuid}</span>}
        </span>{' '}
        <span className="sr-only">account menu</span>
        <i className="pi pi-angle-down" aria-hidden="true" />
      </button>
      <Menu model={items} popup ref={menu} id="user-menu" popupAlignment="right" />
    </div>
  );
}

export function avatarOf(user: { avatar: string; defaultAvatar: string } | null): string {
  return user?.avatar || user?.defaultAvatar || DEFAULT_AVATAR;
}
