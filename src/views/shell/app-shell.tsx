import { createShellLogic } from '../../actors/shell.logic';
import '../styles/shell.css';
import { useActorRef } from '@xstate/react';
import type { ReactNode } from 'react';
import { useAreaLogic } from '../page-logic-context';
import { SessionContext } from '../session-context';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { FloatingButtons } from './floating-buttons';
import { GuidedTour } from './guided-tour';
import { PersonPanel } from './person-panel';
import { useFeedbackReplies } from './use-feedback-replies';
import { useLayoutSize } from './use-layout-size';
import { CallCard } from './call-card';
import { RemindToasts } from './remind-toasts';
import { UsageLog } from './usage-log';
import { Watermark } from './watermark';
import { PhoneBindingOnMount } from './phone-binding-on-mount';
import { IdleReminder } from '../dialogs/idle-reminder-dialog';
import { MonitoringWarning, ProtocolReminder } from '../dialogs/protocol-reminder-dialog';
import { DialogHostProvider } from '../dialogs/dialog-host';
import { LearningTags } from '../dialogs/learning-tag-dialog';
import { SkypeDialog } from '../dialogs/skype-dialog';
import { LayoutNotices } from '../dialogs/layout-notice-dialog';
import { MessageDialogsInHost } from '../dialogs/message-dialogs-in-host';
import { SessionLock } from '../dialogs/session-lock-dialog';
import { ContractPopout } from '../dialogs/contract-popout-dialog';
import { BiAspectDialog } from '../dialogs/bi-aspect-dialog';
import { TesolReview } from '../dialogs/tesol-review-dialog';

/**
 * The frame around signed-in pages (shell.md §2): header, sidebar, the page, the person panel, the
 * floating buttons, the watermark and the first-login tour. Below 1400 px it takes its small form;
 * at phone width the sidebar becomes a drawer.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const user = SessionContext.useSelector((snapshot) => snapshot.context.user);
  // The shell shows once the guard has let a shell page through, so the user is known by then.
  if (!user) return null;
  return (
    <SignedInShell mini={user.sidebarMenuMini} isFranchiseeUser={user.isFranchiseeUser}>
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
      <FloatingButtons />
      <PhoneBindingOnMount />
      <UsageLog />
      <RemindToasts />
      <CallCard />
      {/* The layout's dialogs and the tour: the host shows one at a time (domain/dialog-host.ts). */}
      <DialogHostProvider>
        <GuidedTour />
        <SessionLock />
        <MessageDialogsInHost />
        <IdleReminder />
        <ProtocolReminder />
        <MonitoringWarning />
        <ContractPopout />
        <TesolReview />
        <LearningTags />
        <BiAspectDialog />
        <SkypeDialog />
        <LayoutNotices />
      </DialogHostProvider>
    </div>
  );
}
