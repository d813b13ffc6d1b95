import { MountInTurn } from '../components/mount-in-turn';
import { BiAspectDialog } from '../dialogs/bi-aspect-dialog';
import { ContractPopout } from '../dialogs/contract-popout-dialog';
import { DialogHostProvider } from '../dialogs/dialog-host';
import { IdleReminder } from '../dialogs/idle-reminder-dialog';
import { LayoutNotices } from '../dialogs/layout-notice-dialog';
import { LearningTags } from '../dialogs/learning-tag-dialog';
import { MessageDialogsInHost } from '../dialogs/message-dialogs-in-host';
import { MonitoringWarning, ProtocolReminder } from '../dialogs/protocol-reminder-dialog';
import { SessionLock } from '../dialogs/session-lock-dialog';
import { SkypeDialog } from '../dialogs/skype-dialog';
import { TesolReview } from '../dialogs/tesol-review-dialog';
import { CallCard } from './call-card';
import { FloatingButtons } from './floating-buttons';
import { GuidedTour } from './guided-tour';
import { PhoneBindingOnMount } from './phone-binding-on-mount';
import { RemindToasts } from './remind-toasts';
import { UsageLog } from './usage-log';

/**
 * The layout's parts that are not on the page's first frame (shell.md §2): the floating buttons,
 * the phone binding, the usage log, the remind toasts, the call card, and the dialogs and the tour,
 * which the host shows one at a time (domain/dialog-host.ts). The shell loads them after the page
 * has painted, and they mount in turn.
 */
export default function ShellExtras() {
  return (
    <MountInTurn>
      <FloatingButtons />
      <PhoneBindingOnMount />
      <UsageLog />
      <RemindToasts />
      <CallCard />
      <DialogHostProvider>
        <MountInTurn>
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
        </MountInTurn>
      </DialogHostProvider>
    </MountInTurn>
  );
}
