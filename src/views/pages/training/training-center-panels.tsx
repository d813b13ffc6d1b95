import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link } from 'wouter';
import { createTrainingCenterLogic, type MySubscription, type TrainingOverview } from '../../../actors/training-center.actors';
import type { MessagePage } from '../../../domain/message-records';
import { SELF_STUDY_PAGE_SIZE, type CoursePage, type CourseSummary } from '../../../domain/training-center';
import type { trainingLoaderMachine } from '../../../machines/training-loader.machine';
import { ZoneNote } from '../../components/zone-note';
import { dateIn, dateTimeIn, useProviderZone } from '../../format/when';
import { useAreaLogic } from '../../page-logic-context';
import { TrainingBookingSection } from './training-booking';
import { TrainingClassesSection } from './training-classes';
import { TrainingEvaluationPrompt } from './training-evaluation-prompt';
import { TrainingPlatformLinks } from './training-platform-links';

type Loader = typeof trainingLoaderMachine;

/** Runs one of the center's reads and renders its data, or the failure with a retry. */
function useLoaded<T>(logic: Loader, key = 0) {
  const actor = useActorRef(logic, { input: { key } });
  const data = useSelector(actor, (s) => s.context.data as T | null);
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : ''));
  const retry = failure ? (
    <p role="alert">
      {failure} <Button text size="small" label="Load again" onClick={() => actor.send({ type: 'load.retry' })} />
    </p>
  ) : null;
  return { data, retry };
}

function CourseCard({ course }: { course: CourseSummary }) {
  return (
    <li className="training-kit">
      <i className={course.Cover || 'pi pi-book'} aria-hidden="true" />
      <Link href={`/trainingCenter/courseDetail/${course.Id}`}>{course.Name}</Link>
      <span className="training-muted">{course.Description}</span>
      <label className="training-muted">
        {course.LearnedCount}/{course.ChapterCount} chapters
        <progress max={100} value={course.Progress} aria-label={`${course.Name} progress`} />
      </label>
      {course.IsFinished ? <span className="training-pass">Finished</span> : course.IsSubscribed ? <span>Subscribed</span> : null}
      {course.GrowthValue > 0 && <span className="training-muted">+{course.GrowthValue} growth value when finished</span>}
    </li>
  );
}

export function CourseList({ courses, label }: { courses: CourseSummary[]; label: string }) {
  if (courses.length === 0) return <p className="training-muted">No courses here yet.</p>;
  return (
    <ul className="training-kits" aria-label={label}>
      {courses.map((course) => (
        <CourseCard key={course.Id} course={course} />
      ))}
    </ul>
  );
}

/** trainingOverview: the figures, the courses to continue, all courses, the announcements. */
export function OverviewPanel() {
  const logic = useAreaLogic(createTrainingCenterLogic);
  const { data, retry } = useLoaded<TrainingOverview>(logic.overview);
  const courses = useLoaded<CourseSummary[]>(logic.courses);
  const [open, setOpen] = useState<number | null>(null);
  const zone = useProviderZone();
  return (
    <>
      {retry}
      {data && (
        <dl className="flowers-balance" aria-label="Training figures">
          <div>
            <dt>Subscribed courses</dt>
            <dd>{data.home.SubscribedCount}</dd>
          </div>
          <div>
            <dt>Finished courses</dt>
            <dd>{data.home.FinishedCount}</dd>
          </div>
          <div>
            <dt>Chapters learned</dt>
            <dd>{data.home.LearnedChapters}</dd>
          </div>
          <div>
            <dt>
              <Link href="/trainingKit">Training kits passed</Link>
            </dt>
            <dd>
              {data.home.KitsPassed}/{data.home.KitsTotal}
            </dd>
          </div>
        </dl>
      )}
      {data && data.home.InProgress.length > 0 && (
        <section aria-labelledby="continue-title">
          <h2 id="continue-title">Continue learning</h2>
          <CourseList courses={data.home.InProgress} label="Continue learning" />
        </section>
      )}
      <section aria-labelledby="courses-title">
        <h2 id="courses-title">Courses</h2>
        {courses.retry}
        {courses.data && <CourseList courses={courses.data} label="Courses" />}
      </section>
      {data && (
        <section aria-labelledby="announcements-title">
          <h2 id="announcements-title">Announcements</h2>
          <ul className="training-report">
            {data.announcements.map((item) => (
              <li key={item.Id}>
                <Button text size="small" label={item.Title} aria-expanded={open === item.Id} onClick={() => setOpen(open === item.Id ? null : item.Id)} />{' '}
                <span className="training-muted">{dateIn(item.PublishedAt, zone)}</span>
                {open === item.Id && <p>{item.Content}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** mySubscription: the tutor's courses and the reminder of those with chapters left. */
export function MySubscriptionPanel() {
  const { data, retry } = useLoaded<MySubscription>(useAreaLogic(createTrainingCenterLogic).mySubscription);
  return (
    <>
      {retry}
      {data?.remind.Remind && <p role="status">{data.remind.Remind}</p>}
      {data && <CourseList courses={data.courses} label="My courses" />}
    </>
  );
}

function SelfStudyPage({ pageIndex, onPage }: { pageIndex: number; onPage: (page: number) => void }) {
  const logic = useAreaLogic(createTrainingCenterLogic);
  const { data, retry } = useLoaded<CoursePage>(logic.selfStudy, pageIndex);
  const [downloadState, setDownloadState] = useState('');
  const pages = data ? Math.max(1, Math.ceil(data.Total / SELF_STUDY_PAGE_SIZE)) : 1;
  const download = (course: CourseSummary) => {
    setDownloadState('');
    logic.download(course.Id).then(
      (name) => setDownloadState(`Downloaded ${name}.`),
      (error: unknown) => setDownloadState(error instanceof Error ? error.message : 'The file could not be downloaded.'),
    );
  };
  return (
    <>
      {retry}
      {downloadState && <p role="status">{downloadState}</p>}
      {data && (
        <ul className="training-kits" aria-label="Self-study courses">
          {data.Items.map((course) => (
            <li key={course.Id} className="training-kit">
              <Link href={`/trainingCenter/courseDetail/${course.Id}`}>{course.Name}</Link>
              <span className="training-muted">{course.Description}</span>
              {course.HasSource && (
                <Button size="small" outlined icon="pi pi-download" label="Download" aria-label={`Download ${course.Name}`} onClick={() => download(course)} />
              )}
            </li>
          ))}
        </ul>
      )}
      <nav className="flowers-paging" aria-label="Self-study pages">
        <Button text size="small" label="Previous" disabled={pageIndex <= 1} onClick={() => onPage(pageIndex - 1)} />
        <span>
          Page {pageIndex} of {pages}
        </span>
        <Button text size="small" label="Next" disabled={pageIndex >= pages} onClick={() => onPage(pageIndex + 1)} />
      </nav>
    </>
  );
}

/** selfstudyCourses: paged, each with its downloadable source. */
export function SelfStudyPanel() {
  const [pageIndex, setPageIndex] = useState(1);
  return <SelfStudyPage key={pageIndex} pageIndex={pageIndex} onPage={setPageIndex} />;
}

/** onlineTraining: booking and cancelling training classes, and the courses. */
export function OnlineTrainingPanel() {
  const { data, retry } = useLoaded<CourseSummary[]>(useAreaLogic(createTrainingCenterLogic).courses);
  return (
    <>
      {retry}
      <TrainingEvaluationPrompt />
      <TrainingBookingSection />
      <TrainingClassesSection />
      <h2>Training platforms</h2>
      <TrainingPlatformLinks />
      <h2>Courses</h2>
      {data && <CourseList courses={data} label="Online training" />}
    </>
  );
}

/** moodleMessage: the training platform's messages (GetTutorMoodleMsgList). */
export function MoodleMessagePanel() {
  const { data, retry } = useLoaded<Pick<MessagePage, 'total' | 'items'>>(useAreaLogic(createTrainingCenterLogic).moodleMessages);
  const zone = useProviderZone();
  return (
    <>
      {retry}
      <TrainingPlatformLinks />
      {data && data.items.length === 0 && <p className="training-muted">No training-platform messages.</p>}
      {data && data.items.length > 0 && (
        <>
          <ZoneNote />
          <ul className="training-report" aria-label="Training platform messages">
            {data.items.map((message) => (
              <li key={message.mid} className="training-question">
                <strong>{message.title}</strong> <span className="training-muted">{dateTimeIn(message.createTime, zone)}</span>
                <p>{message.content}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
