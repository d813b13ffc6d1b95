import { RankingLayout } from './ranking-layout';

/** /receivedOrdersRanking (growth-account.md §2): Class requests received this month. */
export default function ReceivedOrdersRankingPage() {
  return <RankingLayout path="/receivedOrdersRanking" />;
}
