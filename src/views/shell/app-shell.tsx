import { createShellLogic } from '../../actors/shell.logic';
import '../styles/shell.css';
import { useActorRef } from '@xstate/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { AfterFirstPage } from '../first-page-paint-context';

// Their own chunk, fetched after the page has painted: none of it shows on the page's first frame.
const ShellExtras = lazy(() => import('./shell-extras'));
import { useAreaLogic } from '../page-logic-context';
import { SessionContext } from '../session-context';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { PersonPanel } from './person-panel';
import { useFeedbackReplies } from './use-feedback-replies';
import { useLayoutSize } from './use-layout-size';
import { Watermark } from './watermark';

/**
 * The frame around signed-in pages (shell.md §2): header, sidebar, the page, the person panel, the
 * floating buttons, the watermark and the first-login tour. Below 1400 px it takes its small form;
 * at phone width the sidebar becomes a drawer.
 */
export function AppShell({ children }: { children: ReactNode }) {
  // Only what the frame itself needs: the follow-up loads patch the user a dozen times as the page
  // opens, and selecting the whole user re-rendered header, sidebar and panel for each patch.
  const signedIn = SessionContext.useSelector((snapshot) => snapshot.context.user !== null);
  const mini = SessionContext.useSelector((snapshot) => snapshot.context.user?.sidebarMenuMini ?? false);
  const isFranchiseeUser = SessionContext.useSelector((snapshot) => snapshot.context.user?.isFranchiseeUser ?? false);
  // The shell shows once the guard has let a shell page through, so the user is known by then.
  if (!signedIn) return null;
  return (
    <SignedInShell mini={mini} isFranchiseeUser={isFranchiseeUser}>
      {children}
    </SignedInShell>
  );
}

function SignedInShell({ mini, isFranchiseeUser, children }: { mini: boolean; isFranchiseeUser: boolean; children: ReactNode }) {
  const layout = useLayoutSize();
  const sidebar = useActorRef(useAreaLogic(createShellLogic).sidebar, { input: { mini, isFranchiseeUser } });
  useFeedbackReplies(() => sidebar.send({ type: 'sidebar.feedbackChanged' }));

  return (
    <div className="app-shell" data-layout={layout}>
      <a className="skip-link" href="#main-content">
        Skip to the page
      </a>
      <AppHeader sidebar={sidebar} layout={layout} />
      <div className="shell-body">
        <AppSidebar sidebar={sidebar} layout={layout} />
        <main className="shell-main" id="main-content" tabIndex={-1}>
          <Watermark />
          {children}
        </main>
        <PersonPanel compact={layout !== 'wide'} />
      </div>
      {/* What the tutor did not open waits for the page they did: quick actions, reminders, logs, dialogs, the tour. */}
      <AfterFirstPage>
        <Suspense fallback={null}>
          <ShellExtras />
        </Suspense>
      </AfterFirstPage>
    </div>
  );
}
