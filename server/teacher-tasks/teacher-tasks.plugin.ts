import type { FastifyPluginAsync } from 'fastify';
import staffTeacherTaskRoutes from './staff-teacher-tasks.routes';
import teacherTaskRoutes from './teacher-tasks.routes';

/** Issue 20's teacher tasks: the tutor's calls and staff's. */
const teacherTasksPlugin: FastifyPluginAsync = async (app) => {
  await app.register(teacherTaskRoutes);
  await app.register(staffTeacherTaskRoutes);
};

export default teacherTasksPlugin;
