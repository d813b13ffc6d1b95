import { fromPromise } from 'xstate';
import type { BulletinAnswer, HomeBannerAnswer, HomeClassAnswer, HomeClassesAnswer } from '../domain/shell';
import type { Bulletin, HomeBanner, HomeClass, HomeClasses } from '../machines/home-dashboard.types';
import type { TutorScores } from '../machines/person-panel.types';
import { loadTutorScores } from './person-panel.actors';
import type { ShellApi } from './shell-api';

const toHomeClass = (body: HomeClassAnswer): HomeClass => ({
  id: body.Id,
  studentName: body.StudentName,
  studentLevel: body.StudentLevel,
  courseName: body.CourseName,
  startAt: body.StartAt,
  endAt: body.EndAt,
  status: body.Status,
  classTool: body.ClassTool,
  lessonFeePhp: body.LessonFeePhp,
});

/** The dashboard machine's actors over the API. */
export function homeDashboardActors(api: ShellApi) {
  return {
    'load classes': fromPromise<HomeClasses>(async ({ signal }) => {
      const body = await api.post<HomeClassesAnswer>('/api/tutordata/GetHomeClasses', undefined, undefined, { signal });
      return {
        workDate: body.WorkDate,
        timeZone: body.TimeZone,
        today: body.Today.map(toHomeClass),
        nextClass: body.NextClass ? toHomeClass(body.NextClass) : null,
        upcoming: body.Upcoming.map(toHomeClass),
      };
    }),
    'load bulletins': fromPromise<Bulletin[]>(async ({ signal }) => {
      const body = await api.post<BulletinAnswer[]>('/api/Message/BulletinBoard', undefined, undefined, { signal });
      return body.map((row) => ({ id: row.Id, title: row.Title, content: row.Content, publishedAt: row.PublishedAt }));
    }),
    'load banners': fromPromise<HomeBanner[]>(async ({ signal }) => {
      const body = await api.post<HomeBannerAnswer[]>('/api/teachInfo/GetTutorHomeBanner', undefined, undefined, { signal });
      return body.map((row) => ({ id: row.Id, title: row.Title, subtitle: row.Subtitle, imageUrl: row.ImageUrl, linkUrl: row.LinkUrl }));
    }),
    'load scores': fromPromise<TutorScores>(async ({ signal }) => loadTutorScores(api, signal)),
  };
}
