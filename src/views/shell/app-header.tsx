import { createShellLogic } from '../../actors/shell.logic';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useAreaLogic } from '../page-logic-context';
import { SessionContext } from '../session-context';
import { applyTheme, currentTheme } from '../theme';
import type { SidebarRef } from './app-sidebar';
import { HeaderShortcuts } from './header-shortcuts';
import type { LayoutSize } from './use-layout-size';
import { UserMenu } from './user-menu';

/**
 * The header bar: the logo, the shortcuts and the user menu; at phone width a button opens the menu
 * drawer. Ten quick touches anywhere on it toggle the theme (the theme-toggle machine times them).
 */
export function AppHeader({ sidebar, layout }: { sidebar: SidebarRef; layout: LayoutSize }) {
  // The guard keeps it current: a 'client=tutorclient' marker stores the cookie during this visit (step 2).
  const guard = SessionContext.useSelector((snapshot) => snapshot.children.routeGuard);
  const isDesktopClient = useSelector(guard, (snapshot) => snapshot?.context.isDesktopClient ?? false);
  const themeToggle = useActorRef(useAreaLogic(createShellLogic).themeToggle);

  useEffect(() => {
    const subscription = themeToggle.on('theme.toggle', () => applyTheme(currentTheme() === 'dark' ? 'light' : 'dark'));
    return () => subscription.unsubscribe();
  }, [themeToggle]);

  return (
    <header className="app-header" onPointerDown={() => themeToggle.send({ type: 'header.tap' })}>
      {layout === 'phone' && (
        <button type="button" className="header-menu-button" aria-label="Open the menu" onClick={() => sidebar.send({ type: 'drawer.open' })}>
          <i className="pi pi-bars" aria-hidden="true" />
        </button>
      )}
      <Link className="app-logo" href="/home" aria-label="Tutor Portal home">
        <span className="pi pi-book" aria-hidden="true" />
        {layout !== 'phone' && <span className="app-logo-text">Tutor Portal</span>}
      </Link>
      <div className="header-end">
        <HeaderShortcuts isDesktopClient={isDesktopClient} />
        <UserMenu compact={layout === 'phone'} />
      </div>
    </header>
  );
}
