import { RankingLayout } from './ranking-layout';

/** /conversionRanking (growth-account.md §2): Trial conversions this month, and the change from last month. */
export default function ConversionRankingPage() {
  return <RankingLayout path="/conversionRanking" />;
}
