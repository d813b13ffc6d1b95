import { useLocation } from 'wouter';

/** The training platform's messages (growth-account.md §2): the card opens /trainingCenter/moodleMessage. */
export const TRAINING_MESSAGES_PATH = '/trainingCenter/moodleMessage';

export function TrainingMessagesButton() {
  const [path, navigate] = useLocation();
  // On the messages themselves the card would lead nowhere.
  if (path === TRAINING_MESSAGES_PATH) return null;
  return (
    <button
      type="button"
      className="floating-button"
      aria-label="Training platform messages"
      title="Training platform messages"
      onClick={() => navigate(TRAINING_MESSAGES_PATH)}
    >
      <i className="pi pi-book" aria-hidden="true" />
    </button>
  );
}
