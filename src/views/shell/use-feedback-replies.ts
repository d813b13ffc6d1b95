import { useEffect, useRef } from 'react';
import { useRealtime } from '../use-signed-in-parts';

/** Calls `onReply` whenever the hub says staff replied to one of the tutor's feedbacks (the Feedback dot is asked again). */
export function useFeedbackReplies(onReply: () => void): void {
  const realtime = useRealtime();
  const latest = useRef(onReply);
  latest.current = onReply;
  useEffect(() => {
    if (!realtime) return undefined;
    const subscription = realtime.on('feedback.replied', () => latest.current());
    return () => subscription.unsubscribe();
  }, [realtime]);
}
