import { AbsentParty, ClassEventKind, ClassType } from './classes';
import { cancellationGrowthRule, toHundredths, type LedgerRuleId } from './ledger';
import { isoWeekday, localDate } from './provider-time';

/**
 * Which ledger entries a class event makes (growth-account.md §9, shell.md §9). Pure, so the rules
 * are listed and tested without a database; the server posts what this answers.
 *
 * Decided where the spec is silent: a weekend class (Saturday or Sunday in the provider's zone)
 * earns +0.3 teaching points instead of +0.2, and +0.75 growth instead of +0.5; training classes
 * (the tutor being trained) earn nothing; a class the student missed is paid its fee; a
 * cancellation is penalised when the tutor made it, or when the system made it for the tutor
 * (attendance not confirmed), unless the event says otherwise (attendance declined 72 h or more
 * before class carries no penalty). A class's first submitted remark earns the remark growth value,
 * the larger one when it came within an hour of the class's end (the class detail service decides).
 */
export interface ClassEventFacts {
  kind: string;
  /** The event's details (hoursBefore, absentParty, stars, penalised...). */
  details: Record<string, unknown>;
  actor: string;
  /** When the event happened: what it counts for. */
  at: string;
  classId: number;
  tutorId: number;
  classType: string;
  startAt: string;
  feePhp: number;
}

export interface ClassLedgerPosting {
  rule: LedgerRuleId;
  /** Only for rules without a fixed amount, in hundredths. */
  amount?: number;
  source: { type: string; id: string | number };
  countsAt: string;
}

export function isWeekendClass(startAt: string, providerTimeZone: string): boolean {
  return isoWeekday(localDate(Date.parse(startAt), providerTimeZone)) >= 6;
}

export function ledgerPostingsForClassEvent(facts: ClassEventFacts, providerTimeZone: string): ClassLedgerPosting[] {
  if (facts.classType === ClassType.training) return [];
  const source = { type: 'class', id: facts.classId };
  const at = facts.at;
  const post = (rule: LedgerRuleId, amount?: number): ClassLedgerPosting =>
    amount === undefined ? { rule, source, countsAt: at } : { rule, amount, source, countsAt: at };
  switch (facts.kind) {
    case ClassEventKind.finished: {
      const weekend = isWeekendClass(facts.startAt, providerTimeZone);
      const postings = [
        post(weekend ? 'tp.weekend_class' : 'tp.completed_class'),
        post(weekend ? 'gv.weekend_class_finished' : 'gv.class_finished'),
        // Once per tutor: the source is the tutor, so every later finish is skipped as a repeat.
        { rule: 'gv.first_class' as const, source: { type: 'tutor', id: facts.tutorId }, countsAt: at },
      ];
      if (facts.feePhp > 0) postings.push(post('pay.class_fee', toHundredths(facts.feePhp)));
      return postings;
    }
    case ClassEventKind.rated: {
      const stars = Number(facts.details.stars);
      if (stars === 5) return [post('tp.five_star'), post('gv.five_star')];
      if (stars === 4) return [post('tp.four_star')];
      return [];
    }
    case ClassEventKind.cancelled: {
      // An explicit answer (the attendance penalty tier) wins; otherwise the tutor's own cancellation is penalised.
      const penalised = typeof facts.details.penalised === 'boolean' ? facts.details.penalised : facts.actor === 'tutor';
      if (!penalised) return [];
      const growth = cancellationGrowthRule(Number(facts.details.hoursBefore ?? 0));
      return growth ? [post('tp.cancellation'), post(growth)] : [post('tp.cancellation')];
    }
    case ClassEventKind.absent: {
      if (facts.details.absentParty === AbsentParty.tutor) return [post('tp.absence'), post('gv.absence')];
      if (facts.details.absentParty === AbsentParty.student && facts.feePhp > 0) {
        return [post('pay.student_absent_fee', toHundredths(facts.feePhp))];
      }
      return [];
    }
    case ClassEventKind.remarkSubmitted: {
      // Only a class's first submitted remark counts; editing it later earns nothing more.
      if (facts.details.first !== true) return [];
      return [post(facts.details.prompt === true ? 'gv.class_remark_prompt' : 'gv.class_remark')];
    }
    default:
      return [];
  }
}
