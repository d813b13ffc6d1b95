import { useLocation } from 'wouter';
import '../../styles/message.css';
import { tabOfPath } from './message-labels';
import { MessageList } from './message-list';

/** /message with its tabs notice (default), remind, warning and levelUp (growth-account.md §2). */
export default function MessagePage() {
  const [path] = useLocation();
  const tab = tabOfPath(path);
  return (
    <section className="message-center" aria-labelledby="message-center-title">
      <div className="message-center-head">
        <h1 id="message-center-title">Messages</h1>
      </div>
      {/* A tab is its own list: switching tabs starts it afresh. */}
      <MessageList key={tab.slug} tab={tab} />
    </section>
  );
}
