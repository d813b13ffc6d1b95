/**
 * Feedback news between parts of the app that do not know each other: a reply was read (its
 * notices cleared on the server, so the sidebar asks the dot again), or a feedback was saved from
 * the floating button's dialog (so an open /myFeedback list loads again).
 */
export type FeedbackNews = 'read' | 'saved';

const target = new EventTarget();

export const feedbackSignal = {
  announce(news: FeedbackNews): void {
    target.dispatchEvent(new Event(`feedback-${news}`));
  },
  subscribe(news: FeedbackNews, listener: () => void): () => void {
    target.addEventListener(`feedback-${news}`, listener);
    return () => target.removeEventListener(`feedback-${news}`, listener);
  },
};
