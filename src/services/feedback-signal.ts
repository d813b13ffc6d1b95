/**
 * Tells the sidebar that the tutor read a feedback reply (its notices cleared on the server), so it
 * checks the dot on Feedback again. The feedback page's actors announce; the sidebar's subscribe.
 */
const target = new EventTarget();

export const feedbackSignal = {
  announce(): void {
    target.dispatchEvent(new Event('feedback-read'));
  },
  subscribe(listener: () => void): () => void {
    target.addEventListener('feedback-read', listener);
    return () => target.removeEventListener('feedback-read', listener);
  },
};
