import type { FastifyInstance } from 'fastify';
import serviceFeeRoutes from './service-fee.routes';
import staffServiceFeeRoutes from './staff-service-fee.routes';

/** Service fee (issue 15): the tutor's calls (franchisee tutors refused) and their staff side. */
export default async function serviceFeePlugin(app: FastifyInstance): Promise<void> {
  await app.register(serviceFeeRoutes);
  await app.register(staffServiceFeeRoutes);
}
