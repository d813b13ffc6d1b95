import { Link } from 'wouter';
import { AUDIT_QUEUES, REPLY_QUEUES, StaffAuditPaths, type StaffQueue } from '../../../domain/staff-audits';
import '../../styles/staff-audits.css';
import { QueueSection } from './queue-section';

const PAGES = {
  audits: {
    title: 'Audits',
    intro: 'Decide what tutors sent for review; each decision is audited and the tutor is told.',
    queues: AUDIT_QUEUES,
    path: StaffAuditPaths.audit,
  },
  replies: {
    title: 'Replies',
    intro: 'Answer what tutors wrote; each reply reaches the tutor at once and is audited.',
    queues: REPLY_QUEUES,
    path: StaffAuditPaths.reply,
  },
} as const;

/** /staff/audits/... and /staff/replies/...: the page's queues as tabs, the chosen one below. */
export function QueuesPage({ page, queue }: { page: keyof typeof PAGES; queue: StaffQueue }) {
  const { title, intro, queues, path } = PAGES[page];
  return (
    <section aria-labelledby={`${page}-title`}>
      <h1 id={`${page}-title`}>{title}</h1>
      <p className="staff-caption">{intro}</p>
      <nav aria-label={`${title} queues`} className="staff-tabs">
        {queues.map((item) => (
          <Link key={item.queue} href={path(item.queue)} className="staff-tab" aria-current={item.queue === queue ? 'page' : undefined}>
            {item.label}
          </Link>
        ))}
      </nav>
      <QueueSection key={queue} queue={queue} />
    </section>
  );
}
