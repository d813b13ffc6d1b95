import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { growthEntryAllowedOn } from '../../domain/growth';
import { SessionContext } from '../session-context';
import { GrowthEntryButton } from './growth-entry-button';
import { LessonReminderCard } from './lesson-reminder-card';
import { PublicClassEntry } from '../training/PublicClassEntry';

/** Loaded when first opened: the dialog's code stays out of the shell's chunk. */
const FeedbackDialog = lazy(() => import('../pages/feedback/feedback-dialog'));

/**
 * The shell's floating buttons (growth-account.md §2): Feedback, and the growth-centre entry for the
 * growth-system test group, not on the growth-centre or home paths. Feedback opens the feedback dialog.
 */
export function FloatingButtons() {
  const [path] = useLocation();
  const growthGroup = SessionContext.useSelector((snapshot) => snapshot.context.user?.isGrowthSystemTestGroup ?? false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  return (
    <div className="floating-buttons" data-tour="floating-buttons">
      <LessonReminderCard />
      <PublicClassEntry />
      {growthGroup && <GrowthEntryButton allowed={growthEntryAllowedOn(path)} />}
      <button type="button" className="floating-button" aria-label="Feedback" title="Feedback" aria-haspopup="dialog" onClick={() => setFeedbackOpen(true)}>
        <i className="pi pi-comment" aria-hidden="true" />
      </button>
      {feedbackOpen && (
        <Suspense fallback={null}>
          <FeedbackDialog id={null} onClose={() => setFeedbackOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
