import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Link, useLocation } from 'wouter';
import { createTrainingCenterLogic } from '../../../actors/training-center.actors';
import { TrainingCenterMessages } from '../../../domain/training-center';
import { dateIn, useProviderZone } from '../../format/when';
import { useAreaLogic } from '../../page-logic-context';
import '../../styles/training.css';

/** /trainingCenter/courseDetail/{id}: a course's chapters, Subscribe, and each chapter's learning. */
export default function CourseDetailPage() {
  // The guard renders pages without wouter's Route, so the id is read from the path.
  const [path] = useLocation();
  const courseId = Number(path.split('/')[3]);
  return Number.isInteger(courseId) && courseId > 0 ? (
    <Course key={courseId} courseId={courseId} />
  ) : (
    <p role="alert">{TrainingCenterMessages.courseNotFound}</p>
  );
}

function Course({ courseId }: { courseId: number }) {
  const actor = useActorRef(useAreaLogic(createTrainingCenterLogic).course, { input: { courseId } });
  const course = useSelector(actor, (s) => s.context.course);
  const notice = useSelector(actor, (s) => s.context.notice);
  const failure = useSelector(actor, (s) => s.context.failure);
  const loadFailed = useSelector(actor, (s) => s.matches('failed'));
  const busy = useSelector(actor, (s) => s.hasTag('status:busy'));
  const learningId = useSelector(actor, (s) => s.context.chapterId);
  const groupTip = useSelector(actor, (s) => s.context.groupTip);
  const zone = useProviderZone();

  if (loadFailed) {
    return (
      <p role="alert">
        {failure} <Button text size="small" label="Load again" onClick={() => actor.send({ type: 'course.retry' })} />
      </p>
    );
  }
  if (!course) return <p aria-busy="true">Loading…</p>;
  return (
    <section className="training-page" aria-labelledby="course-title">
      <p className="training-muted">
        <Link href="/trainingCenter">Training Center</Link> / {course.Name}
      </p>
      <h1 id="course-title">{course.Name}</h1>
      <p>{course.Description}</p>
      {groupTip && (
        <p className="training-notice" role="note">
          {groupTip}
        </p>
      )}
      {notice && (
        <p className="training-notice" role="status">
          {notice}
        </p>
      )}
      {failure && <p role="alert">{failure}</p>}
      <label>
        Progress: <span data-testid="course-progress">{course.Progress}%</span> ({course.LearnedCount} of {course.ChapterCount} chapters)
        <progress max={100} value={course.Progress} aria-label="Course progress" />
      </label>
      <div className="training-actions">
        {course.IsSubscribed ? (
          <span className={course.IsFinished ? 'training-pass' : undefined}>{course.IsFinished ? 'Finished' : 'Subscribed'}</span>
        ) : (
          <Button label="Subscribe" icon="pi pi-bookmark" disabled={busy} onClick={() => actor.send({ type: 'course.subscribe' })} />
        )}
        {course.GrowthValue > 0 && <span className="training-muted">Finishing every chapter earns +{course.GrowthValue} growth value.</span>}
      </div>
      <ol className="training-page" aria-label="Chapters">
        {course.Chapters.map((chapter) => (
          <li key={chapter.Id} className="training-question" aria-label={chapter.Title}>
            <h3>{chapter.Title}</h3>
            <p className="training-muted">{chapter.Minutes} minutes</p>
            <p>{chapter.Body}</p>
            {chapter.IsLearned ? (
              <span className="training-pass">Learned {dateIn(chapter.LearnedAt, zone)}</span>
            ) : (
              <Button
                size="small"
                label="Finish chapter"
                icon="pi pi-check"
                loading={learningId === chapter.Id}
                disabled={busy || !course.IsSubscribed}
                title={course.IsSubscribed ? undefined : TrainingCenterMessages.subscribeFirst}
                onClick={() => actor.send({ type: 'course.learn', chapterId: chapter.Id })}
              />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
