import { describe, expect, it } from 'vitest';
import { medalState, rightState } from '../../src/domain/growth-medals-view';
import { RANKING_BOARDS, RANKING_PAGES, averageRating, formatRankingValue, myRankingLine, rankingPages, responseRatePercent } from '../../src/domain/rankings';

describe('ranking rules', () => {
  it('reads a response rate as a percentage with one decimal, and an average rating with two', () => {
    expect(responseRatePercent(9, 12)).toBe(75);
    expect(responseRatePercent(7, 8)).toBe(87.5);
    expect(responseRatePercent(2, 3)).toBe(66.7);
    expect(responseRatePercent(0, 0)).toBe(0);
    expect(averageRating(13, 3)).toBe(4.33);
    expect(averageRating(0, 0)).toBe(0);
  });

  it('formats each board’s value and the tutor’s own line', () => {
    expect(formatRankingValue('response', 75)).toBe('75%');
    expect(formatRankingValue('feel', 4.5)).toBe('4.50');
    expect(formatRankingValue('conversionProgress', 2)).toBe('+2');
    expect(formatRankingValue('conversionProgress', -1)).toBe('-1');
    expect(formatRankingValue('received', 12)).toBe('12');
    expect(myRankingLine('response', { Total: 4, Me: { Rank: 3, Value: 75, Count: 12 } })).toBe('You are number 3 of 4 (75%).');
    expect(myRankingLine('response', { Total: 4, Me: null })).toBe('Receive at least 3 class requests this month to join this ranking.');
    expect(myRankingLine('feel', { Total: 4, Me: null })).toBe('3 rated classes this month put you in this ranking.');
    expect(myRankingLine('received', { Total: 4, Me: null })).toBe('You are not in this ranking this month yet.');
    expect(rankingPages(0, 10)).toBe(1);
    expect(rankingPages(21, 10)).toBe(3);
  });

  it('names a call for every board and a board for every ranking page of the spec', () => {
    expect(Object.values(RANKING_BOARDS).map((b) => b.call)).toEqual([
      'GetConversionOverallLeaderboard',
      'GetConversionProgressLeaderboard',
      'GetDidiReceivedRankingList',
      'GetDidiResponseRankingList',
      'GetCourseFeelRankingList',
      'GetTuTopTutorRank',
    ]);
    expect(RANKING_PAGES.map((p) => p.path)).toEqual([
      '/conversionRanking',
      '/receivedOrdersRanking',
      '/10sResponseRateRanking',
      '/emotionalMotivationRanking',
    ]);
  });

  it('offers the one thing a tutor can do with a medal or a right', () => {
    const medal = { Code: 'LV2', Name: 'LV.2 medal', Kind: 1 as const, Earned: false, Received: false, Worn: false, Requirement: 'Reach LV.2' };
    expect(medalState(medal)).toEqual({ label: 'Reach LV.2', action: null });
    expect(medalState({ ...medal, Earned: true })).toEqual({ label: 'Earned', action: { kind: 'receiveMedal', code: 'LV2' } });
    expect(medalState({ ...medal, Earned: true, Received: true })).toEqual({ label: 'Received', action: { kind: 'wearMedal', code: 'LV2' } });
    expect(medalState({ ...medal, Earned: true, Received: true, Worn: true })).toEqual({ label: 'Worn', action: null });
    const right = { Code: 'R', Name: 'Pet outfits', Level: 2, Unlocked: false, Received: false, ReceivedAt: null };
    expect(rightState(right)).toEqual({ label: 'Reach LV.2', action: null });
    expect(rightState({ ...right, Unlocked: true })).toEqual({ label: 'Unlocked at LV.2', action: { kind: 'receiveRight', code: 'R' } });
    expect(rightState({ ...right, Unlocked: true, Received: true })).toEqual({ label: 'Received', action: null });
  });
});
