import { createShellLogic } from '../../actors/shell.logic';
import { useActorRef, useSelector } from '@xstate/react';
import { Tooltip } from 'primereact/tooltip';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ModelClickType } from '../../domain/client-logs';
import { unreadBadgeText } from '../../domain/message-kinds';
import { HeaderShortcutsTag } from '../../machines/header-shortcuts.machine';
import { useAreaLogic } from '../page-logic-context';
import { SessionContext } from '../session-context';

/** Where the Network Test opens (shell.md §2: a separate page). */
export const SPEED_TEST_URL = '/speed/speed.html';

/**
 * The header's shortcut icons: Temporary Classroom (inside the desktop client only), AI Mind,
 * AI Chat, Teacher Task, Network Test and Message with the unread badge. Each click is logged.
 */
export function HeaderShortcuts({ isDesktopClient }: { isDesktopClient: boolean }) {
  const shortcuts = useActorRef(useAreaLogic(createShellLogic).headerShortcuts);
  const opening = useSelector(shortcuts, (snapshot) => snapshot.hasTag(HeaderShortcutsTag.busy));
  const unread = SessionContext.useSelector((snapshot) => snapshot.context.counters.unread);
  const badge = unreadBadgeText(unread);
  const chatBadge = unreadBadgeText(SessionContext.useSelector((snapshot) => snapshot.context.counters.im ?? 0));

  useEffect(() => {
    const ready = shortcuts.on('classroom.ready', ({ url }) => window.open(url, '_blank', 'noopener'));
    return () => ready.unsubscribe();
  }, [shortcuts]);

  const logged = (shortcut: ModelClickType) => () => shortcuts.send({ type: 'shortcut.clicked', shortcut });

  return (
    <nav className="header-shortcuts" aria-label="Shortcuts" data-tour="shortcuts">
      {isDesktopClient && (
        <button
          type="button"
          className="header-shortcut"
          data-pr-tooltip="Temporary Classroom"
          aria-label="Temporary Classroom"
          aria-busy={opening}
          disabled={opening}
          onClick={() => {
            logged(ModelClickType.temporaryClassroom)();
            shortcuts.send({ type: 'classroom.open' });
          }}
        >
          <i className={opening ? 'pi pi-spin pi-spinner' : 'pi pi-video'} aria-hidden="true" />
        </button>
      )}
      <ShortcutLink href="/aiChat?systemType=5" label="AI Mind" icon="pi pi-sparkles" onClick={logged(ModelClickType.aiMind)} />
      <ShortcutLink href="/aiChat" label="AI Chat" icon="pi pi-comments" onClick={logged(ModelClickType.aiChat)} />
      <ShortcutLink href="/teacherTask" label="Teacher Task" icon="pi pi-list-check" onClick={logged(ModelClickType.teacherTask)} />
      <a
        className="header-shortcut"
        href={SPEED_TEST_URL}
        target="_blank"
        rel="noopener"
        data-pr-tooltip="Network Test"
        aria-label="Network Test"
        onClick={logged(ModelClickType.networkTest)}
      >
        <i className="pi pi-wifi" aria-hidden="true" />
      </a>
      <ShortcutLink href="/message" label="Message" icon="pi pi-envelope" onClick={logged(ModelClickType.message)}>
        {badge && (
          <>
            {' '}
            <span className="header-badge">
              {badge} <span className="sr-only">unread</span>
            </span>
          </>
        )}
      </ShortcutLink>
      <ShortcutLink href="/im" label="Chat" icon="pi pi-comment" onClick={() => {}}>
        {chatBadge && (
          <>
            {' '}
            <span className="header-badge">
              {chatBadge} <span className="sr-only">unread</span>
            </span>
          </>
        )}
      </ShortcutLink>
      <Tooltip target=".header-shortcut[data-pr-tooltip]" position="bottom" />
    </nav>
  );
}

/** An icon link named by hidden text, so what it shows beside the icon (the badge) is part of its name. */
function ShortcutLink({ href, label, icon, onClick, children }: { href: string; label: string; icon: string; onClick: () => void; children?: ReactNode }) {
  return (
    <Link href={href} className="header-shortcut" data-pr-tooltip={label} onClick={onClick}>
      <i className={icon} aria-hidden="true" />
      <span className="sr-only">{label}</span>
      {children}
    </Link>
  );
}
