import { fromPromise } from 'xstate';
import type { Bulletin, HomeBanner, HomeClass, HomeClasses } from '../machines/home-dashboard.types';
import type { TutorScores } from '../machines/person-panel.types';
import { loadTutorScores } from './person-panel.actors';
import type { ShellApi } from './shell-api';

interface HomeClassBody {
  Id: number;
  StudentName: string;
  StudentLevel: string;
  CourseName: string;
  StartAt: string;
  EndAt: string;
  Status: string;
  ClassTool: number;
  LessonFeePhp: number;
}

interface HomeClassesBody {
  WorkDate: string;
  TimeZone: string;
  Today: HomeClassBody[];
  NextClass: HomeClassBody | null;
  Upcoming: HomeClassBody[];
}

const toHomeClass = (body: HomeClassBody): HomeClass => ({
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
      const body = await api.post<HomeClassesBody>('/api/tutordata/GetHomeClasses', undefined, undefined, { signal });
      return {
        workDate: body.WorkDate,
        timeZone: body.TimeZone,
        today: body.Today.map(toHomeClass),
        nextClass: body.NextClass ? toHomeClass(body.NextClass) : null,
        upcoming: body.Upcoming.map(toHomeClass),
      };
    }),
    'load bulletins': fromPromise<Bulletin[]>(async ({ signal }) => {
      const body = await api.post<Array<{ Id: number; Title: string; Content: string; PublishedAt: string }>>(
        '/api/Message/BulletinBoard',
        undefined,
        undefined,
        { signal },
      );
      return body.map((row) => ({ id: row.Id, title: row.Title, content: row.Content, publishedAt: row.PublishedAt }));
    }),
    'load banners': fromPromise<HomeBanner[]>(async ({ signal }) => {
      const body = await api.post<Array<{ Id: number; Title: string; Subtitle: string; ImageUrl: string; LinkUrl: string }>>(
        '/api/teachInfo/GetTutorHomeBanner',
        undefined,
        undefined,
        { signal },
      );
      return body.map((row) => ({ id: row.Id, title: row.Title, subtitle: row.Subtitle, imageUrl: row.ImageUrl, linkUrl: row.LinkUrl }));
    }),
    'load scores': fromPromise<TutorScores>(async ({ signal }) => loadTutorScores(api, signal)),
  };
}
