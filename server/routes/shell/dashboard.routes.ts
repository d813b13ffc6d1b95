import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DASHBOARD_UPCOMING_LIMIT } from '../../../src/domain/classes';
import { providerDay } from '../../../src/domain/provider-time';
import type { HomeClassAnswer } from '../../../src/domain/shell';
import { envelopeResponses, ok } from '../../http/envelope';
import { bookedClassesFrom, classesBetween, currentOrNextBookedClass, type ClassRow } from '../../repositories/classes.repository';
import { bulletinBoard, homeBanners } from '../../services/home-board.service';
import { requireUser } from '../../types';
import { BulletinSchema, HomeBannerSchema, HomeClassesSchema } from '../../../src/domain/api/shell.schemas';

/** Rows never leave as they are: a class as the dashboard shows it. */
function toHomeClass(row: ClassRow): HomeClassAnswer {
  return {
    Id: row.id,
    StudentName: row.student_name,
    StudentLevel: row.student_level,
    CourseName: row.course_name,
    StartAt: row.start_at,
    EndAt: row.end_at,
    Status: row.status,
    ClassTool: row.class_tool,
    LessonFeePhp: Number(row.lesson_fee_php),
  };
}

/** The /home dashboard: classes, bulletin board and banners. */
const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/tutordata/GetHomeClasses',
    {
      schema: {
        tags: ['shell'],
        description:
          "Today's classes in the provider's time zone (cancelled ones included), the class in progress or next, " + 'and the next booked classes after today.',
        response: envelopeResponses(HomeClassesSchema),
      },
    },
    async (request) => {
      const tutorId = requireUser(request).userId;
      const now = app.clock.now();
      const timeZone = app.config.shell.providerTimeZone;
      const day = providerDay(now.getTime(), timeZone);
      const dayEnd = new Date(day.endMs).toISOString();
      const [today, next, upcoming] = await Promise.all([
        classesBetween(app.db, tutorId, new Date(day.startMs).toISOString(), dayEnd),
        currentOrNextBookedClass(app.db, tutorId, now.toISOString()),
        bookedClassesFrom(app.db, tutorId, dayEnd, DASHBOARD_UPCOMING_LIMIT),
      ]);
      return ok({
        WorkDate: day.date,
        TimeZone: timeZone,
        Today: today.map(toHomeClass),
        NextClass: next ? toHomeClass(next) : null,
        Upcoming: upcoming.map(toHomeClass),
      });
    },
  );

  app.post(
    '/api/Message/BulletinBoard',
    {
      schema: {
        tags: ['shell'],
        description: 'The bulletins in force, newest first.',
        response: envelopeResponses(Type.Array(BulletinSchema)),
      },
    },
    async () => ok(await bulletinBoard(app)),
  );

  app.post(
    '/api/teachInfo/GetTutorHomeBanner',
    {
      schema: {
        tags: ['shell'],
        description: 'The home banners running now, in order.',
        response: envelopeResponses(Type.Array(HomeBannerSchema)),
      },
    },
    async () => ok(await homeBanners(app)),
  );
};

export default dashboardRoutes;
