import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { createCourseLearningLogic } from '../../../actors/course-learning.actors';
import { CourseRewardStatus } from '../../../domain/course-learning';
import { dateIn, useProviderZone } from '../../format/when';
import { useAreaLogic } from '../../page-logic-context';

/** Course learning: which kinds the growth centre follows, and each course's growth value to receive. */
export function CourseLearningSection() {
  const courses = useActorRef(useAreaLogic(createCourseLearningLogic));
  const data = useSelector(courses, (s) => s.context.data);
  const busy = useSelector(courses, (s) => s.context.busy);
  const notice = useSelector(courses, (s) => s.context.notice);
  const failure = useSelector(courses, (s) => s.context.failure);
  const failed = useSelector(courses, (s) => s.matches('failed'));
  const zone = useProviderZone();
  const [tests, setTests] = useState(true);
  const [videos, setVideos] = useState(true);
  const summary = data?.summary;
  // The boxes start from what is saved, once it has loaded.
  useEffect(() => {
    if (summary?.IsSubscribed) {
      setTests(summary.IsCheckCourseTest);
      setVideos(summary.IsCheckVideoTrain);
    }
  }, [summary?.IsSubscribed, summary?.IsCheckCourseTest, summary?.IsCheckVideoTrain]);

  if (failed)
    return (
      <p role="alert">
        Course learning could not be loaded. <Button text size="small" label="Load again" onClick={() => courses.send({ type: 'courses.retry' })} />
      </p>
    );
  if (!data || !summary) return <p>Loading course learning…</p>;
  return (
    <section className="growth-card growth-courses" aria-labelledby="growth-courses-title">
      <h2 id="growth-courses-title">Course learning</h2>
      {notice && (
        <p role="status">
          {notice} <Button text size="small" label="Dismiss" onClick={() => courses.send({ type: 'courses.dismiss' })} />
        </p>
      )}
      {failure && <p role="alert">{failure}</p>}
      <fieldset className="growth-courses-follow">
        <legend>Earn growth value from</legend>
        <label>
          <input type="checkbox" checked={videos} onChange={(e) => setVideos(e.target.checked)} /> Video training
        </label>
        <label>
          <input type="checkbox" checked={tests} onChange={(e) => setTests(e.target.checked)} /> Course tests
        </label>
        <Button
          size="small"
          label={summary.IsSubscribed ? 'Save' : 'Subscribe'}
          loading={busy === 'subscription'}
          disabled={busy !== null}
          onClick={() => courses.send({ type: 'courses.subscribe', isCheckCourseTest: tests, isCheckVideoTrain: videos })}
        />
      </fieldset>
      {summary.IsSubscribed && (
        <p className="growth-courses-figures" data-testid="course-figures">
          {summary.Finished} finished · {summary.Received} received · {summary.UnclaimedPoints} growth to receive · {summary.ReceivedPoints} received in all
        </p>
      )}
      {summary.IsSubscribed && data.rewards.length === 0 && <p>No courses of these kinds yet.</p>}
      {data.rewards.length > 0 && (
        <table className="growth-courses-table" aria-label="Course rewards">
          <thead>
            <tr>
              <th scope="col">Course</th>
              <th scope="col">Kind</th>
              <th scope="col">Growth</th>
              <th scope="col">Reward</th>
            </tr>
          </thead>
          <tbody>
            {data.rewards.map((r) => (
              <tr key={`${r.Type}-${r.Id}`}>
                <th scope="row">{r.Name}</th>
                <td>{r.TypeName}</td>
                <td>+{r.GrowthValue}</td>
                <td>
                  {r.ReceiveStatus === 1 ? (
                    `Received ${dateIn(r.ReceivedAt, zone)}`
                  ) : r.Status === CourseRewardStatus.finished ? (
                    <Button
                      size="small"
                      label="Receive"
                      aria-label={`Receive ${r.GrowthValue} growth for ${r.Name}`}
                      loading={busy === `${r.Type}-${r.Id}`}
                      disabled={busy !== null}
                      onClick={() => courses.send({ type: 'courses.receive', id: r.Id, rewardType: r.Type })}
                    />
                  ) : (
                    'Not finished yet'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
