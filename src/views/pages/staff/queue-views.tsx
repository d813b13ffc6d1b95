import type { ReactNode } from 'react';
import { LEAVE_TYPES } from '../../../domain/leave';
import type {
  AppealQueueItem,
  AssistanceQueueItem,
  ComplaintQueueItem,
  ComplaintReplyQueueItem,
  ContractQueueItem,
  FeedbackReplyQueueItem,
  LeaveQueueItem,
  PersonalDataQueueItem,
  StaffQueue,
  TesolQueueItem,
} from '../../../domain/staff-audits';
import { threadAuthorLabel, type AbsentPictureQueueItem, type ThreadPost } from '../../../domain/staff-reviews';

/** An instant as staff read it: the UTC date and minute. */
export const when = (iso: string) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '—');

interface Column<T> {
  header: string;
  cell: (item: T) => ReactNode;
}

/** How one queue's items show: the table's columns, the open item's facts, and a name for each row. */
export interface QueueView<T> {
  title: string;
  /** What the row is, for its Open button's accessible name. */
  name: (item: T) => string;
  columns: ReadonlyArray<Column<T>>;
  details: (item: T) => ReadonlyArray<readonly [string, ReactNode]>;
}

const tutor = <T extends { Name: string; Account: string }>(): Column<T> => ({ header: 'Tutor', cell: (item) => `${item.Name} (${item.Account})` });
const leaveType = (value: number) => LEAVE_TYPES.find((type) => type.value === value)?.label ?? String(value);

const personalData: QueueView<PersonalDataQueueItem> = {
  title: 'Personal data',
  name: (item) => `personal data of ${item.Name}`,
  columns: [tutor(), { header: 'Waiting since', cell: (item) => when(item.RequestedAt) }],
  details: (item) => [
    ['E-mail', item.Email],
    ['Birthday', item.Birthday || '—'],
    ['School', item.School || '—'],
    ['Location', item.Location || '—'],
    ['Introduction', item.SelfIntroduction || '—'],
  ],
};

const contracts: QueueView<ContractQueueItem> = {
  title: 'Contracts',
  name: (item) => `contract of ${item.Name}`,
  columns: [tutor(), { header: 'In audit since', cell: (item) => when(item.SignedAt) }],
  details: (item) => [
    ['Tutor', `${item.Name} (#${item.Tuid})`],
    ['In audit since', when(item.SignedAt)],
  ],
};

const tesol: QueueView<TesolQueueItem> = {
  title: 'TESOL',
  name: (item) => `TESOL information of ${item.Name}`,
  columns: [tutor(), { header: 'Submitted', cell: (item) => when(item.SubmittedAt) }],
  details: (item) => [
    ['Name on the certificate', item.FullName],
    ['Birthday', item.Birthday],
    ['Id number', item.IdNumber],
    ['Certificate', item.HasCertificate ? item.CertificateName || 'Uploaded' : 'None'],
  ],
};

const leaves: QueueView<LeaveQueueItem> = {
  title: 'Leave',
  name: (item) => `leave of ${item.Name} from ${when(item.StartAt)}`,
  columns: [
    tutor(),
    { header: 'From', cell: (item) => when(item.StartAt) },
    { header: 'To', cell: (item) => when(item.EndAt) },
    { header: 'Type', cell: (item) => leaveType(item.LeaveType) },
  ],
  details: (item) => [
    ['Type', leaveType(item.LeaveType)],
    ['Period', `${when(item.StartAt)} to ${when(item.EndAt)}`],
    ['Reason', item.Reason || '—'],
    ['Proof', item.HasProof ? 'Attached' : 'None'],
    ['Requested', when(item.CreatedAt)],
  ],
};

const appeals: QueueView<AppealQueueItem> = {
  title: 'Appeals',
  name: (item) => `appeal ${item.Id} of ${item.Name}`,
  columns: [
    tutor(),
    { header: 'Type', cell: (item) => item.Type },
    { header: 'Class', cell: (item) => item.ClassId ?? '—' },
    { header: 'Sent', cell: (item) => when(item.CreatedAt) },
  ],
  details: (item) => [
    ['Type', item.Type],
    ['Class', item.ClassId ?? '—'],
    ['Appeal', item.Remark],
    ['Status', item.Status],
    ['Granting', 'reverses the penalty entries of the class in the ledger.'],
  ],
};

const complaints: QueueView<ComplaintQueueItem> = {
  title: 'Complaints',
  name: (item) => `complaint ${item.Id} on class ${item.ClassId}`,
  columns: [
    tutor(),
    { header: 'Class', cell: (item) => item.ClassId },
    { header: 'Type', cell: (item) => item.ComplaintType },
    { header: 'Filed', cell: (item) => when(item.CreatedAt) },
  ],
  details: (item) => [
    ['Class', `${item.ClassId} at ${when(item.ClassTime)}`],
    ['Complainant', item.Complainant],
    ['Type', item.ComplaintType],
    ['Complaint', item.Reason],
    ['Withdrawing', 'reverses its teaching points and growth penalty.'],
  ],
};

/** A whole thread, oldest first, both sides. */
function Thread({ posts }: { posts: readonly ThreadPost[] }) {
  return (
    <ol className="staff-thread" aria-label="Thread">
      {posts.map((post, i) => (
        <li key={i}>
          <strong>{threadAuthorLabel(post.Author)}</strong>, {when(post.At)}: {post.Text}
        </li>
      ))}
    </ol>
  );
}

const feedbackReplies: QueueView<FeedbackReplyQueueItem> = {
  title: 'Feedback',
  name: (item) => `feedback ${item.Id} of ${item.Name}`,
  columns: [tutor(), { header: 'Type', cell: (item) => item.Type }, { header: 'Waiting since', cell: (item) => when(item.WaitingSince) }],
  details: (item) => [
    ['Type', item.Type],
    ['Class', item.ClassId ?? '—'],
    ['Feedback', item.Remark],
    ['Latest from the tutor', item.LastPost],
    ['Thread', <Thread posts={item.Thread} />],
  ],
};

const complaintReplies: QueueView<ComplaintReplyQueueItem> = {
  title: 'Complaints',
  name: (item) => `complaint ${item.Id} of ${item.Name}`,
  columns: [
    tutor(),
    { header: 'From', cell: (item) => (item.Origin === 'tutor' ? 'The tutor' : 'A student') },
    { header: 'Type', cell: (item) => item.ComplaintType },
    { header: 'Waiting since', cell: (item) => when(item.WaitingSince) },
  ],
  details: (item) => [
    ['Class', item.ClassId],
    ['Complaint', item.Reason],
    ['Latest from the tutor', item.LastPost],
    ['Thread', <Thread posts={item.Thread} />],
  ],
};

const assistance: QueueView<AssistanceQueueItem> = {
  title: 'Class assistance',
  name: (item) => `request ${item.Id} of ${item.Name}`,
  columns: [
    tutor(),
    { header: 'Class', cell: (item) => item.ClassId },
    { header: 'Problem', cell: (item) => item.Problem },
    { header: 'Asked', cell: (item) => when(item.CreatedAt) },
  ],
  details: (item) => [
    ['Class', item.ClassId],
    ['Problem', item.Problem],
    ['Description', item.Description || '—'],
  ],
};

const absentPictures: QueueView<AbsentPictureQueueItem> = {
  title: 'Absent pictures',
  name: (item) => `absent picture of class ${item.Id}`,
  columns: [
    tutor(),
    { header: 'Class', cell: (item) => `${item.Id} at ${when(item.ClassTime)}` },
    { header: 'Marked absent', cell: (item) => (item.AbsentParty === 'tutor' ? 'The tutor' : 'The student') },
    { header: 'Sent', cell: (item) => when(item.SentAt) },
  ],
  details: (item) => [
    ['Class', `${item.Id} at ${when(item.ClassTime)}`],
    ['Student', item.StudentName || '—'],
    ['Marked absent', item.AbsentParty === 'tutor' ? 'The tutor (the picture contests it)' : 'The student'],
    [
      'Picture',
      <a href={item.PictureUrl} target="_blank" rel="noreferrer">
        <img src={item.PictureUrl} alt={`Absent picture of class ${item.Id}`} style={{ maxWidth: 320 }} />
      </a>,
    ],
    ['Accepting', 'reverses the tutor’s absence penalty on the class in the ledger.'],
  ],
};

/** Each queue's view; items arrive untyped from the machine and are read through their queue's view. */
export const QUEUE_VIEWS: Record<StaffQueue, QueueView<never>> = {
  personalData,
  contracts,
  tesol,
  leaves,
  appeals,
  complaints,
  feedbackReplies,
  complaintReplies,
  assistance,
  absentPictures,
};
