import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Sidebar as Drawer } from 'primereact/sidebar';
import { Tooltip } from 'primereact/tooltip';
import { Link, useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { isFeedbackItem, type SidebarMenuItem } from '../../domain/menu';
import type { SidebarMachine } from '../../machines/sidebar.machine';
import { selectDrawerOpen, selectFeedbackDot, selectMenuFailed, selectMenuLoading, selectMini, selectSidebarItems } from '../../machines/sidebar.selectors';
import type { LayoutSize } from './use-layout-size';

export type SidebarRef = ActorRefFrom<SidebarMachine>;

/**
 * The left sidebar: the tutor's menu, with mini mode (a tooltip on each item) beside the page, or a
 * drawer at phone width.
 */
export function AppSidebar({ sidebar, layout }: { sidebar: SidebarRef; layout: LayoutSize }) {
  const mini = useSelector(sidebar, selectMini);
  const drawerOpen = useSelector(sidebar, selectDrawerOpen);
  if (layout === 'phone') {
    return (
      <Drawer
        visible={drawerOpen}
        onHide={() => sidebar.send({ type: 'drawer.close' })}
        className="sidebar-drawer"
        header={<span className="sidebar-drawer-title">Menu</span>}
        blockScroll
      >
        <SidebarNav sidebar={sidebar} mini={false} onNavigate={() => sidebar.send({ type: 'drawer.close' })} />
      </Drawer>
    );
  }
  return (
    <aside className={`app-sidebar${mini ? ' is-mini' : ''}`} data-tour="sidebar">
      <SidebarNav sidebar={sidebar} mini={mini} onNavigate={() => {}} />
      <Button
        className="sidebar-mini-toggle"
        text
        icon={mini ? 'pi pi-angle-double-right' : 'pi pi-angle-double-left'}
        aria-label={mini ? 'Expand the menu' : 'Collapse the menu'}
        aria-pressed={mini}
        onClick={() => sidebar.send({ type: 'sidebar.toggleMini' })}
      />
    </aside>
  );
}

function SidebarNav({ sidebar, mini, onNavigate }: { sidebar: SidebarRef; mini: boolean; onNavigate: () => void }) {
  const items = useSelector(sidebar, selectSidebarItems);
  const loading = useSelector(sidebar, selectMenuLoading);
  const failed = useSelector(sidebar, selectMenuFailed);
  const feedbackDot = useSelector(sidebar, selectFeedbackDot);
  const [path] = useLocation();
  return (
    <nav className="sidebar-nav" aria-label="Main menu" aria-busy={loading}>
      <ul>
        {items.map((item) => (
          <li key={`${item.routeName}-${item.name}`}>
            <SidebarLink item={item} mini={mini} active={isActive(path, item.routeName)} dot={feedbackDot && isFeedbackItem(item)} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      {/* The tooltip binds to the links present when it mounts: mount it again when they change. */}
      {mini && <Tooltip key={items.map((item) => item.routeName).join()} target=".sidebar-link[data-pr-tooltip]" position="right" />}
      {failed && (
        <Button
          className="sidebar-retry"
          text
          size="small"
          icon="pi pi-refresh"
          label={mini ? '' : 'Load the menu again'}
          aria-label="Load the menu again"
          onClick={() => sidebar.send({ type: 'sidebar.reload' })}
        />
      )}
    </nav>
  );
}

function SidebarLink({ item, mini, active, dot, onNavigate }: { item: SidebarMenuItem; mini: boolean; active: boolean; dot: boolean; onNavigate: () => void }) {
  const content = (
    <>
      <i className={`sidebar-icon ${item.icon || 'pi pi-circle'}`} aria-hidden="true" />
      <span className="sidebar-label">{item.name}</span>
      {dot && (
        <span className="sidebar-dot">
          <span className="sr-only">, new feedback message</span>
        </span>
      )}
    </>
  );
  const common = {
    className: `sidebar-link${active ? ' is-active' : ''}`,
    ...(mini ? { 'data-pr-tooltip': item.name } : {}),
    ...(active ? { 'aria-current': 'page' as const } : {}),
    onClick: onNavigate,
  };
  const local = localPath(item.url);
  return local === null ? (
    <a href={item.url} {...common}>
      {content}
    </a>
  ) : (
    <Link href={local} {...common}>
      {content}
    </Link>
  );
}

/** The path of a menu URL on this host, or null when it belongs to another host. */
function localPath(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.search}` : null;
  } catch {
    return null;
  }
}

function isActive(path: string, routeName: string): boolean {
  const current = path.toLowerCase().replace(/\/+$/, '');
  const route = `/${routeName.toLowerCase()}`;
  return current === route || current.startsWith(`${route}/`);
}
