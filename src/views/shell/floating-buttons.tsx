import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { growthEntryAllowedOn } from '../../domain/growth';
import { SessionContext } from '../session-context';
import { GrowthEntryButton } from './growth-entry-button';
import { LessonReminderCard } from './lesson-reminder-card';
import { ReferralShareButton } from '../voices/ReferralShareButton';
import { TrainingMessagesButton } from './training-messages-button';
import { PublicClassEntry } from '../training/PublicClassEntry';

/** Loaded when first opened: the dialog's code stays out of the shell's chunk. */
const FeedbackDialog = lazy(() => import('../pages/feedback/feedback-dialog'));

/**
 * The floating-button slot (growth-account.md §2), top to bottom. Adding a button is one line
 * here; each decides itself whether it shows (rendering nothing otherwise). The slot stacks them in
 * one column at the bottom right, cards right-aligned, so none overlaps another at any width.
 */
const FLOATING_SLOT: ReadonlyArray<{ key: string; Item: ComponentType }> = [
  { key: 'lesson-reminder', Item: LessonReminderCard },
  { key: 'growth-entry', Item: GrowthEntry },
  { key: 'training-messages', Item: TrainingMessagesButton },
  { key: 'referral-share', Item: ReferralShareButton },
  { key: 'public-class', Item: PublicClassEntry },
  { key: 'feedback', Item: FeedbackButton },
];

export function FloatingButtons() {
  const [path] = useLocation();
  // The chat fills the screen to its bottom-right corner (the group details' actions live there);
  // the stack would cover them, and the chat has its own ways to reach everything.
  if (path === '/im' || path.startsWith('/im/')) return null;
  return (
    <div className="floating-buttons" data-tour="floating-buttons" role="group" aria-label="Quick actions">
      {FLOATING_SLOT.map(({ key, Item }) => (
        <Item key={key} />
      ))}
    </div>
  );
}

/** The growth-centre entry, for the growth-system test group, not on the growth-centre or home paths. */
function GrowthEntry() {
  const [path] = useLocation();
  const growthGroup = SessionContext.useSelector((snapshot) => snapshot.context.user?.isGrowthSystemTestGroup ?? false);
  return growthGroup ? <GrowthEntryButton allowed={growthEntryAllowedOn(path)} /> : null;
}

/** Feedback opens the feedback dialog. */
function FeedbackButton() {
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  return (
    <>
      <button type="button" className="floating-button" aria-label="Feedback" title="Feedback" aria-haspopup="dialog" onClick={() => setFeedbackOpen(true)}>
        <i className="pi pi-comment" aria-hidden="true" />
      </button>
      {feedbackOpen && (
        <Suspense fallback={null}>
          <FeedbackDialog id={null} onClose={() => setFeedbackOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
