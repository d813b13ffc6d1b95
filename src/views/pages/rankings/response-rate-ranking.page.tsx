import { RankingLayout } from './ranking-layout';

/** /10sResponseRateRanking (growth-account.md §2): Class requests answered within 10 seconds this month. */
export default function ResponseRateRankingPage() {
  return <RankingLayout path="/10sResponseRateRanking" />;
}
