import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { JoinCall } from '../../../src/domain/class-table';
import { envelopeResponses, ok } from '../../http/envelope';
import { agoraPreloadUrl, createTestClassIn, joinClass, joinSmallClass, smallClassInfo, testClassInfo } from '../../services/classroom-join.service';
import { requireUser } from '../../types';
import { joinClientOf, joinDeps } from './class-table-deps';
import {
  ClassroomLinkSchema,
  ClidQuery,
  JoinQuery,
  PreloadUrlSchema,
  SclidQuery,
  SmallClassInfoSchema,
  TuidQuery,
} from '../../../src/domain/api/class-table.schemas';

/**
 * Joining the classroom (teaching.md §7): one call per tool family, each answering the tool's link
 * (the desktop client's inside the client). A class is joinable from CLASSROOM_OPENS_BEFORE_MINUTES
 * before its start until its end, by its own tutor; every join is recorded.
 */
const classroomJoinRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = joinDeps(app);
  const tags = ['classroom'];
  const joinRoute = (call: JoinCall, description: string) =>
    app.post(
      `/api/ClassTable/${call}`,
      { schema: { tags, description, querystring: JoinQuery, response: envelopeResponses(ClassroomLinkSchema) } },
      async (request) =>
        ok(
          await joinClass(deps, requireUser(request).userId, request.query.clid, call, { client: joinClientOf(request), isMac: request.query.isMac === true }),
        ),
    );

  joinRoute(JoinCall.classIn, 'Joins a ClassIn class: its link with room and teacher token.');
  joinRoute(JoinCall.aClassroom, 'Joins an AClassroom class; isMac picks the Mac client.');
  joinRoute(JoinCall.pictureLesson, 'Joins a GameClass picture lesson.');
  joinRoute(JoinCall.teacherToken, 'The teacher token and link of an EClassroom or AcsPro+ class.');
  joinRoute(JoinCall.tencent, 'The Tencent Classroom room of a class.');
  joinRoute(
    JoinCall.clientJoin,
    'Records joining a class taught in a chat or meeting app (QQ, Skype, FastMeeting, OnlineClass, the branded tool, WeChat) and answers its link; the desktop client records its joins of any tool here.',
  );

  app.post(
    '/api/ClassTable/GetAgoraCoursewarePreloadPageUrl',
    {
      schema: {
        tags,
        description: 'The courseware page an EClassroom (Agora) class preloads in a hidden 1x1 window, until the class ends.',
        querystring: ClidQuery,
        response: envelopeResponses(PreloadUrlSchema),
      },
    },
    async (request) => ok(await agoraPreloadUrl(deps, requireUser(request).userId, request.query.clid, joinClientOf(request))),
  );

  app.post(
    '/api/ClassTable/GetSmallClassInfo',
    {
      schema: {
        tags,
        description: "The tutor's current (or next) session of a small class with its students.",
        querystring: SclidQuery,
        response: envelopeResponses(SmallClassInfoSchema),
      },
    },
    async (request) => ok(await smallClassInfo(deps, requireUser(request).userId, request.query.sclid)),
  );

  app.post(
    '/api/ClassTable/JoinSmallClassRoom',
    {
      schema: {
        tags,
        description: "Joins the small class's current session: one room for its seats.",
        querystring: SclidQuery,
        response: envelopeResponses(ClassroomLinkSchema),
      },
    },
    async (request) => ok(await joinSmallClass(deps, requireUser(request).userId, request.query.sclid, { client: joinClientOf(request) })),
  );

  app.post(
    '/api/ClassTable/CreateTestClassInSDKCourse',
    {
      schema: {
        tags,
        description: "Creates (once) the tutor's ClassIn test course for trying devices; tuid must be the tutor's own id.",
        querystring: TuidQuery,
        response: envelopeResponses(ClassroomLinkSchema),
      },
    },
    async (request) => ok(await createTestClassIn(deps, requireUser(request).userId, request.query.tuid, { client: joinClientOf(request) })),
  );

  app.post(
    '/api/ClassTable/GetStartTestClassInInfo',
    {
      schema: {
        tags,
        description: "The link that starts the tutor's ClassIn test course.",
        querystring: TuidQuery,
        response: envelopeResponses(ClassroomLinkSchema),
      },
    },
    async (request) => ok(await testClassInfo(deps, requireUser(request).userId, request.query.tuid, { client: joinClientOf(request) })),
  );
};

export default classroomJoinRoutes;
