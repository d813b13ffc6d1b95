/** The parts of a page that change the tutor's points (PageDeps.scoresChanged's `source`). */
export const ScoreSource = {
  growthCentre: 'growthCentre',
  courseLearning: 'courseLearning',
  medals: 'medals',
  schedule: 'schedule',
} as const;
