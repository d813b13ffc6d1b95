import type { FastifyInstance } from 'fastify';
import clockInRoutes from './clock-in.routes';
import dashboardRoutes from './dashboard.routes';
import headerRoutes from './header.routes';
import personPanelRoutes from './person-panel.routes';
import sidebarRoutes from './sidebar.routes';
import tourRoutes from './tour.routes';

/** The shell's calls (issue 3): header, sidebar, person panel, dashboard and tour. */
export default async function shellRoutes(app: FastifyInstance): Promise<void> {
  await app.register(sidebarRoutes);
  await app.register(clockInRoutes);
  await app.register(personPanelRoutes);
  await app.register(dashboardRoutes);
  await app.register(headerRoutes);
  await app.register(tourRoutes);
}
