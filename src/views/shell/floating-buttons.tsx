import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { growthEntryAllowedOn } from '../../domain/growth';
import { SessionContext } from '../session-context';
import { GrowthEntryButton } from './growth-entry-button';
import { useLayoutSize } from './use-layout-size';
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
 * `onPhone: 'onDemand'` puts a round button behind the stack's "More quick actions" toggle at phone
 * width, where a column of six covered a third of the page's text; the cards (the lesson reminder,
 * the growth entry's Receive) stay in sight.
 */
const FLOATING_SLOT: ReadonlyArray<{ key: string; Item: ComponentType; onPhone: 'always' | 'onDemand' }> = [
  { key: 'lesson-reminder', Item: LessonReminderCard, onPhone: 'always' },
  { key: 'growth-entry', Item: GrowthEntry, onPhone: 'always' },
  { key: 'training-messages', Item: TrainingMessagesButton, onPhone: 'onDemand' },
  { key: 'referral-share', Item: ReferralShareButton, onPhone: 'onDemand' },
  { key: 'public-class', Item: PublicClassEntry, onPhone: 'onDemand' },
  { key: 'feedback', Item: FeedbackButton, onPhone: 'onDemand' },
];

export function FloatingButtons() {
  const [path] = useLocation();
  const phone = useLayoutSize() === 'phone';
  const [expanded, setExpanded] = useState(false);
  // The chat fills the screen to its bottom-right corner (the group details' actions live there);
  // the stack would cover them, and the chat has its own ways to reach everything.
  if (path === '/im' || path.startsWith('/im/')) return null;
  return (
    <div className="floating-buttons" data-tour="floating-buttons" role="group" aria-label="Quick actions">
      {FLOATING_SLOT.map(({ key, Item, onPhone }) => (
        // Hidden, not unmounted: a button's open panel or dialog keeps its state while collapsed.
        <div key={key} id={`floating-${key}`} className="floating-item" hidden={phone && onPhone === 'onDemand' && !expanded}>
          <Item />
        </div>
      ))}
      {phone && (
        <button
          type="button"
          className="floating-button floating-more"
          aria-expanded={expanded}
          aria-controls={FLOATING_SLOT.filter((item) => item.onPhone === 'onDemand')
            .map((item) => `floating-${item.key}`)
            .join(' ')}
          aria-label={expanded ? 'Fewer quick actions' : 'More quick actions'}
          title={expanded ? 'Fewer quick actions' : 'More quick actions'}
          onClick={() => setExpanded((open) => !open)}
        >
          <i className={`pi ${expanded ? 'pi-times' : 'pi-ellipsis-v'}`} aria-hidden="true" />
        </button>
      )}
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
