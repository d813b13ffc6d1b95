/**
 * A tutor's rate card: the fee of a class by its type and length (domain-model.md "Money").
 * Decided where the spec is silent: a card line matches a class of the same type and the same
 * length in minutes; a class no line matches is paid the fee it was booked with.
 */
export interface RateCardLine {
  classType: string;
  minutes: number;
  feeCentavos: number;
}

export function classMinutes(startAt: string, endAt: string): number {
  return Math.round((Date.parse(endAt) - Date.parse(startAt)) / 60_000);
}

/** The card's fee in centavos for a class, or null when no line matches. */
export function rateCardFee(card: readonly RateCardLine[], classType: string, minutes: number): number | null {
  return card.find((line) => line.classType === classType && line.minutes === minutes)?.feeCentavos ?? null;
}
