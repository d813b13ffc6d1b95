/** The Score response (growth-account.md §3). Month is this month, as the user state's scoreMonth. */
export interface TutorAllScore {
  Flowers: number;
  MonthScore: number;
  TeachingPoints: number;
  ComScore: number;
  GoodScore: number;
  AbsentScore: number;
  BadScore: number;
  CancelScore: number;
  OtherScore: number;
  Month: string;
}
