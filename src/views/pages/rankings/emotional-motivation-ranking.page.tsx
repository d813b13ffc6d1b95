import { RankingLayout } from './ranking-layout';

/** /emotionalMotivationRanking (growth-account.md §2): Students' average rating this month. */
export default function EmotionalMotivationRankingPage() {
  return <RankingLayout path="/emotionalMotivationRanking" />;
}
