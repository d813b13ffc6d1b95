import { describe, expect, it } from 'vitest';
import { ENROLMENT_BONUS_LEVELS, LEDGER_RULES, cancellationGrowthRule, enrolmentBonus, fromHundredths, toHundredths } from '../../src/domain/ledger';
import { isWeekendClass, ledgerPostingsForClassEvent, type ClassEventFacts } from '../../src/domain/ledger-class-rules';

const points = (id: keyof typeof LEDGER_RULES) => {
  const amount = LEDGER_RULES[id].amount;
  return amount === null ? null : fromHundredths(amount);
};

describe('ledger rules against growth-account.md §9', () => {
  it('lists the teaching points', () => {
    expect(points('tp.completed_class')).toBe(0.2);
    expect(points('tp.weekend_class')).toBe(0.3);
    expect(points('tp.five_star')).toBe(2);
    expect(points('tp.four_star')).toBe(1);
    expect(points('tp.cancellation')).toBe(-2);
    expect(points('tp.absence')).toBe(-20);
    expect(points('tp.complaint')).toBe(-10);
    for (const id of ['tp.project', 'tp.material_training', 'tp.referral', 'tp.material_correction'] as const) {
      expect(points(id)).toBeNull();
      expect(LEDGER_RULES[id].account).toBe('teaching_points');
    }
  });

  it('lists the growth gains', () => {
    const gains: Array<[keyof typeof LEDGER_RULES, number | null]> = [
      ['gv.pass_qa_or_tl', 3],
      ['gv.tesol', 5],
      ['gv.personal_info_complete', 2],
      ['gv.contract_signed', 2],
      ['gv.popular_course_training', 5],
      ['gv.first_class', 0.5],
      ['gv.class_remark', 0.25],
      ['gv.class_remark_prompt', 0.5],
      ['gv.pet_adopted', 1],
      ['gv.schedule_confirmed', 1],
      ['gv.course_learning', null],
      ['gv.daily_clock_in', 0.2],
      ['gv.class_finished', 0.5],
      ['gv.weekend_class_finished', 0.75],
      ['gv.five_star', 4],
      ['gv.photo_with_students', 0.25],
      ['gv.trial_conversion', 2],
      ['gv.schedule_week_ahead', 2],
      ['gv.flowers_received', 4],
      ['gv.weekly_80_lessons', 5],
      ['gv.weekly_72_positive', 5],
      ['gv.mt_training_assessment', null],
      ['gv.referral_account_opened', 1],
      ['gv.referral_started_class', 20],
    ];
    for (const [id, value] of gains) {
      expect(points(id), id).toBe(value);
      expect(LEDGER_RULES[id].account).toBe('growth_value');
    }
  });

  it('lists the growth losses', () => {
    expect(points('gv.absence')).toBe(-8);
    expect(points('gv.cancel_within_3h')).toBe(-3);
    expect(points('gv.cancel_within_24h')).toBe(-4);
    expect(points('gv.complaint')).toBe(-5);
    expect(points('gv.no_class_7_days')).toBe(-5);
  });

  it('keeps money and flowers amounts with their events', () => {
    for (const id of [
      'pay.class_fee',
      'pay.attendance_penalty',
      'pay.enrolment_bonus',
      'pay.flower_exchange',
      'flowers.received',
      'flowers.exchanged',
    ] as const) {
      expect(LEDGER_RULES[id].amount).toBeNull();
    }
  });

  it('stores hundredths exactly', () => {
    expect(toHundredths(0.1 + 0.2)).toBe(30);
    expect(toHundredths(-0.25)).toBe(-25);
  });

  it('costs a cancellation -3 within 3 hours and -4 within 24 hours of the start, nothing earlier', () => {
    expect(cancellationGrowthRule(0)).toBe('gv.cancel_within_3h');
    expect(cancellationGrowthRule(2)).toBe('gv.cancel_within_3h');
    expect(cancellationGrowthRule(3)).toBe('gv.cancel_within_24h');
    expect(cancellationGrowthRule(23)).toBe('gv.cancel_within_24h');
    expect(cancellationGrowthRule(24)).toBeNull();
  });

  it('gives the enrolment bonus of the top level reached', () => {
    expect(ENROLMENT_BONUS_LEVELS.map((l) => [l.level, l.enrolments, l.php])).toEqual([
      [0, 0, 0],
      [1, 30, 50],
      [2, 50, 100],
      [3, 80, 150],
      [4, 130, 200],
      [5, 210, 250],
      [6, 340, 300],
      [7, 550, 350],
      [8, 890, 400],
      [9, 1440, 450],
      [10, 2330, 500],
    ]);
    expect(enrolmentBonus(29)).toEqual({ level: 0, php: 0 });
    expect(enrolmentBonus(30)).toEqual({ level: 1, php: 50 });
    expect(enrolmentBonus(5000)).toEqual({ level: 10, php: 500 });
  });
});

describe('what a class event earns', () => {
  // Tuesday 2026-11-24 19:00 Manila; Saturday 2026-11-28 19:00 Manila.
  const weekday = '2026-11-24T11:00:00.000Z';
  const saturday = '2026-11-28T11:00:00.000Z';
  const facts = (overrides: Partial<ClassEventFacts>): ClassEventFacts => ({
    kind: 'finished',
    details: {},
    actor: 'system',
    at: '2026-11-24T11:26:00.000Z',
    classId: 5,
    tutorId: 100231,
    classType: 'regular',
    startAt: weekday,
    feePhp: 150,
    ...overrides,
  });
  const rules = (f: ClassEventFacts) => ledgerPostingsForClassEvent(f, 'Asia/Manila').map((p) => p.rule);

  it('pays and rewards a finished class, more on a weekend in the provider zone', () => {
    expect(isWeekendClass(saturday, 'Asia/Manila')).toBe(true);
    // Friday 23:30 UTC is Saturday 07:30 in Manila.
    expect(isWeekendClass('2026-11-27T23:30:00.000Z', 'Asia/Manila')).toBe(true);
    expect(rules(facts({}))).toEqual(['tp.completed_class', 'gv.class_finished', 'gv.first_class', 'pay.class_fee']);
    expect(rules(facts({ startAt: saturday }))).toEqual(['tp.weekend_class', 'gv.weekend_class_finished', 'gv.first_class', 'pay.class_fee']);
    const fee = ledgerPostingsForClassEvent(facts({}), 'Asia/Manila').find((p) => p.rule === 'pay.class_fee');
    expect(fee).toMatchObject({ amount: 15000, source: { type: 'class', id: 5 } });
  });

  it('counts the first class once per tutor, not per class', () => {
    const first = ledgerPostingsForClassEvent(facts({}), 'Asia/Manila').find((p) => p.rule === 'gv.first_class');
    expect(first?.source).toEqual({ type: 'tutor', id: 100231 });
  });

  it('rewards 5 and 4 stars only', () => {
    expect(rules(facts({ kind: 'rated', details: { stars: 5 } }))).toEqual(['tp.five_star', 'gv.five_star']);
    expect(rules(facts({ kind: 'rated', details: { stars: 4 } }))).toEqual(['tp.four_star']);
    expect(rules(facts({ kind: 'rated', details: { stars: 3 } }))).toEqual([]);
  });

  it("penalises the tutor's cancellations, and the system's for the tutor, never the student's", () => {
    expect(rules(facts({ kind: 'cancelled', actor: 'tutor', details: { hoursBefore: 2 } }))).toEqual(['tp.cancellation', 'gv.cancel_within_3h']);
    expect(rules(facts({ kind: 'cancelled', actor: 'tutor', details: { hoursBefore: 10 } }))).toEqual(['tp.cancellation', 'gv.cancel_within_24h']);
    expect(rules(facts({ kind: 'cancelled', actor: 'tutor', details: { hoursBefore: 48 } }))).toEqual(['tp.cancellation']);
    expect(rules(facts({ kind: 'cancelled', actor: 'system', details: { hoursBefore: 0, penalised: true } }))).toEqual([
      'tp.cancellation',
      'gv.cancel_within_3h',
    ]);
    expect(rules(facts({ kind: 'cancelled', actor: 'student', details: { hoursBefore: 1 } }))).toEqual([]);
    // Attendance declined 72 h or more before class: the tutor's cancellation without a penalty.
    expect(rules(facts({ kind: 'cancelled', actor: 'tutor', details: { hoursBefore: 80, penalised: false } }))).toEqual([]);
  });

  it("costs the tutor's absence and pays the student's", () => {
    expect(rules(facts({ kind: 'absent', details: { absentParty: 'tutor' } }))).toEqual(['tp.absence', 'gv.absence']);
    expect(rules(facts({ kind: 'absent', details: { absentParty: 'student' } }))).toEqual(['pay.student_absent_fee']);
  });

  it('gives nothing for training classes or bookings', () => {
    expect(rules(facts({ classType: 'training' }))).toEqual([]);
    expect(rules(facts({ kind: 'booked' }))).toEqual([]);
  });
});
