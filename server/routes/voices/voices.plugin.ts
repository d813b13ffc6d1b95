import type { FastifyInstance } from 'fastify';
import commentsRoutes from './comments.routes';
import complaintsRoutes from './complaints.routes';
import feedbackRoutes from './feedback.routes';
import referralDetailsRoutes from './referral-details.routes';
import referralLotteryRoutes from './referral-lottery.routes';
import referralsRoutes from './referrals.routes';

/** Voices (issue 16): feedback and appeals, complaints, comments, referrals. */
export default async function voicesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(feedbackRoutes);
  await app.register(complaintsRoutes);
  await app.register(commentsRoutes);
  await app.register(referralsRoutes);
  await app.register(referralDetailsRoutes);
  await app.register(referralLotteryRoutes);
}
