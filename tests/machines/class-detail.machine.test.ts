import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ClassDetailMessages, RemarkKind, type MaterialList, type RemarkView } from '../../src/domain/class-detail';
import { classDetailHeaderMachine } from '../../src/machines/class-detail-header.machine';
import { classMaterialsMachine } from '../../src/machines/class-materials.machine';
import { classRemarkMachine } from '../../src/machines/class-remark.machine';
import { absentUploadMachine } from '../../src/machines/absent-upload.machine';
import { classAssistanceMachine } from '../../src/machines/class-assistance.machine';
import { lessonPlanMachine } from '../../src/machines/lesson-plan.machine';
import { classStudentMachine } from '../../src/machines/class-student.machine';
import { trialSmsMachine } from '../../src/machines/trial-sms.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const list: MaterialList = { UCID: 17001, CLID: 5, CurrentIndex: -1, Lines: [] };
const set = { CLID: 5, SID: 81003, SubjectName: 'Lesson 3' };
const remark: RemarkView = { Kind: 'class', Status: 'draft', Content: { Content: 'Half written' }, UpdatedAt: '', SubmittedAt: null };

describe('class detail header machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const machine = classDetailHeaderMachine.provide({ actors: { 'load header': pendingPromise() } });
    const events = withActorEventsWhereRunning([
      { type: 'detail.retry' },
      { type: 'xstate.done.actor.load', output: { info: {} } },
      { type: 'xstate.error.actor.load', error: new Error('offline') },
    ]);
    const paths = generatePaths(machine, { events, input: { clid: 5 } });
    expectEveryTransitionCovered(machine, paths, { input: { clid: 5 } });
  });
});

const MATERIALS_INPUT = { clid: 5, ucid: 17001, isTest: false, tuid: 100241, uid: 7001, classTime: '2026-11-24T03:00:00.000Z' };

describe('class materials machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const machine = classMaterialsMachine.provide({
      actors: { 'load materials': pendingPromise(), 'set material': pendingPromise(), 'same materials': pendingPromise(), 'report mistake': pendingPromise() },
    });
    const events = withActorEventsWhereRunning([
      { type: 'materials.change' },
      { type: 'materials.pick', sid: 81003 },
      { type: 'materials.close' },
      { type: 'materials.same' },
      { type: 'materials.retry' },
      { type: 'materials.dismiss' },
      { type: 'xstate.done.actor.loadMaterials', output: list },
      { type: 'xstate.error.actor.loadMaterials', error: new Error('offline') },
      { type: 'xstate.done.actor.setMaterial', output: set },
      { type: 'xstate.error.actor.setMaterial', error: new Error('This lesson is not in the student’s course.') },
      { type: 'mistake.open' },
      { type: 'mistake.send', report: { sid: 81003, page: 2, description: '' } },
      { type: 'mistake.send', report: { sid: 81003, page: 2, description: 'Wrong picture' } },
      { type: 'mistake.close' },
      { type: 'xstate.done.actor.reportMistake', output: {} },
      { type: 'xstate.error.actor.reportMistake', error: new Error('offline') },
      { type: 'xstate.done.actor.sameMaterials', output: set },
      { type: 'xstate.error.actor.sameMaterials', error: new Error('none') },
    ]);
    // States differ by value and by which texts show; the list's content does not change the graph.
    const serializeState = (snapshot: { value: unknown; context: { notice: string; error: string; list: unknown; report: unknown; pendingSid: number } }) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.notice,
        snapshot.context.error,
        snapshot.context.list !== null,
        snapshot.context.report,
        snapshot.context.pendingSid,
      ]);
    const paths = generatePaths(machine, { events, input: MATERIALS_INPUT, limit: 5000, serializeState: serializeState as never });
    expectEveryTransitionCovered(machine, paths, { input: MATERIALS_INPUT });
  });

  it('answers the wait message until the list has loaded, then sets a material and reloads the list', async () => {
    let loads = 0;
    let release: (value: MaterialList) => void = () => {};
    const machine = classMaterialsMachine.provide({
      actors: {
        'load materials': fromPromise(() => {
          loads += 1;
          return loads === 1 ? new Promise<MaterialList>((resolve) => (release = resolve)) : Promise.resolve(list);
        }),
        'set material': fromPromise(async ({ input }: { input: { clid: number; sid: number } }) => ({ ...set, SID: input.sid })),
        'same materials': pendingPromise(),
        'report mistake': pendingPromise(),
      },
    });
    const actor = createActor(machine, { input: MATERIALS_INPUT }).start();
    actor.send({ type: 'mistake.open' });
    expect(actor.getSnapshot().context.notice).toBe(ClassDetailMessages.materialsNotLoaded);
    actor.send({ type: 'materials.change' });
    expect(actor.getSnapshot().context.notice).toBe(ClassDetailMessages.materialsNotLoaded);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    release(list);
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'materials.dismiss' });
    actor.send({ type: 'materials.change' });
    expect(actor.getSnapshot().matches({ ready: 'picking' })).toBe(true);
    actor.send({ type: 'materials.pick', sid: 81003 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe('Material set: Lesson 3');
    expect(loads).toBe(2);
  });
});

describe('class remark machine (model-based)', () => {
  const INPUT = { clid: 5, kind: RemarkKind.class };
  it('replays every generated path, reaching every transition', () => {
    const machine = classRemarkMachine.provide({
      actors: { 'load remarks': pendingPromise(), 'submit remark': pendingPromise(), 'save later': pendingPromise() },
    });
    const events = withActorEventsWhereRunning([
      { type: 'remark.edit', content: 'short' },
      { type: 'remark.edit', content: 'A long enough remark about the class.' },
      { type: 'remark.rate', name: 'Fluency', value: 4 },
      { type: 'remark.submit' },
      { type: 'remark.later' },
      { type: 'xstate.done.actor.loadRemarks', output: [remark] },
      { type: 'xstate.done.actor.loadRemarks', output: [] },
      { type: 'xstate.error.actor.loadRemarks', error: new Error('offline') },
      { type: 'xstate.done.actor.submitRemark', output: { ...remark, Status: 'submitted' } },
      { type: 'xstate.error.actor.submitRemark', error: new Error('The remark window closed 7 days after the class.') },
      { type: 'xstate.done.actor.saveLater', output: remark },
      { type: 'xstate.error.actor.saveLater', error: new Error('offline') },
    ]);
    const paths = generatePaths(machine, { events, input: INPUT, traversal: 'shortest', limit: 5000 });
    expectEveryTransitionCovered(machine, paths, { input: INPUT });
  });

  it('refuses a too-short remark before sending, and keeps what was loaded', async () => {
    let sent = 0;
    const machine = classRemarkMachine.provide({
      actors: {
        'load remarks': fromPromise(async () => [remark]),
        'submit remark': fromPromise(async () => {
          sent += 1;
          return { ...remark, Status: 'submitted' };
        }),
        'save later': pendingPromise(),
      },
    });
    const actor = createActor(machine, { input: INPUT }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context).toMatchObject({ content: 'Half written', status: 'draft' });
    actor.send({ type: 'remark.edit', content: 'too short' });
    actor.send({ type: 'remark.submit' });
    expect(actor.getSnapshot().context.error).toBe(ClassDetailMessages.remarkTextLength);
    expect(sent).toBe(0);
    actor.send({ type: 'remark.edit', content: 'Long enough to be a remark.' });
    actor.send({ type: 'remark.submit' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context).toMatchObject({ status: 'submitted', notice: ClassDetailMessages.remarkSaved });
    expect(sent).toBe(1);
  });
});

describe('lesson plan machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const machine = lessonPlanMachine.provide({
      actors: { 'load plan': pendingPromise(), 'save plan': pendingPromise(), 'load plan state': pendingPromise() },
    });
    const plan = { CLID: 5, Content: 'Songs', MaterialReasons: [], SubjectName: '', UpdatedAt: '2026-11-23T00:00:00Z' };
    const events = withActorEventsWhereRunning([
      { type: 'plan.edit', content: '' },
      { type: 'plan.edit', content: 'x'.repeat(4001) },
      { type: 'plan.edit', content: 'Flashcards first' },
      { type: 'plan.save' },
      { type: 'xstate.done.actor.loadPlan', output: plan },
      { type: 'xstate.error.actor.loadPlan', error: new Error('offline') },
      { type: 'xstate.done.actor.savePlan', output: plan },
      { type: 'xstate.error.actor.savePlan', error: new Error('The material of a class that has ended cannot change.') },
      {
        type: 'xstate.done.actor.loadPlanState',
        output: { Days: 7, Pending: 1, Classes: [{ CLID: 5, StartTime: '2026-11-24T01:00:00Z', StudentName: 'Lily', HasPlan: false }] },
      },
      { type: 'xstate.error.actor.loadPlanState', error: new Error('offline') },
    ]);
    const paths = generatePaths(machine, { events, input: { clid: 5 }, traversal: 'shortest', limit: 5000 });
    expectEveryTransitionCovered(machine, paths, { input: { clid: 5 } });
  });

  it('checks an empty and a too-long plan before saving', () => {
    const actor = createActor(
      lessonPlanMachine.provide({ actors: { 'load plan': pendingPromise(), 'save plan': pendingPromise(), 'load plan state': pendingPromise() } }),
      { input: { clid: 5 } },
    ).start();
    actor.send({ type: 'xstate.done.actor.loadPlan', output: { CLID: 5, Content: '', MaterialReasons: [], SubjectName: '', UpdatedAt: '' } } as never);
    actor.send({ type: 'xstate.done.actor.loadPlanState', output: { Days: 7, Pending: 0, Classes: [] } } as never);
    expect(actor.getSnapshot().context.planState?.Pending).toBe(0);
    actor.send({ type: 'plan.save' });
    expect(actor.getSnapshot().context.error).toBe(ClassDetailMessages.lessonPlanEmpty);
    actor.send({ type: 'plan.edit', content: 'x'.repeat(4001) });
    actor.send({ type: 'plan.save' });
    expect(actor.getSnapshot().context.error).toBe(ClassDetailMessages.lessonPlanTooLong);
    actor.send({ type: 'plan.edit', content: 'Good plan' });
    actor.send({ type: 'plan.save' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
  });
});

describe('class assistance machine (model-based)', () => {
  const INPUT = { clid: 5, classTool: 7 };
  it('replays every generated path, reaching every transition', () => {
    const machine = classAssistanceMachine.provide({ actors: { 'load assistance': pendingPromise(), 'send assistance': pendingPromise() } });
    const events = withActorEventsWhereRunning([
      { type: 'assist.open' },
      { type: 'assist.pick', problemId: 11 },
      { type: 'assist.edit', description: 'No sound' },
      { type: 'assist.send' },
      { type: 'assist.close' },
      { type: 'assist.refresh' },
      { type: 'xstate.done.actor.loadAssistance', output: { problems: [], requests: [] } },
      { type: 'xstate.error.actor.loadAssistance', error: new Error('offline') },
      { type: 'xstate.done.actor.sendAssistance', output: {} },
      { type: 'xstate.error.actor.sendAssistance', error: new Error('offline') },
    ]);
    const paths = generatePaths(machine, { events, input: INPUT, traversal: 'shortest', limit: 5000 });
    expectEveryTransitionCovered(machine, paths, { input: INPUT });
  });

  it('asks for a problem before sending', () => {
    const actor = createActor(classAssistanceMachine.provide({ actors: { 'load assistance': pendingPromise(), 'send assistance': pendingPromise() } }), {
      input: INPUT,
    }).start();
    actor.send({ type: 'xstate.done.actor.loadAssistance', output: { problems: [], requests: [] } } as never);
    actor.send({ type: 'assist.open' });
    actor.send({ type: 'assist.send' });
    expect(actor.getSnapshot().context.error).toBe(ClassDetailMessages.unknownProblem);
    actor.send({ type: 'assist.pick', problemId: 11 });
    actor.send({ type: 'assist.send' });
    expect(actor.getSnapshot().matches('sending')).toBe(true);
  });
});

describe('absent upload machine (model-based)', () => {
  const png = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
  const text = new Blob(['x'], { type: 'text/plain' });
  it('replays every generated path, reaching every transition', () => {
    const machine = absentUploadMachine.provide({ actors: { 'check absent': pendingPromise(), 'upload absent': pendingPromise() } });
    const events = withActorEventsWhereRunning([
      // Blobs serialize alike, so a label keeps the two events apart in the graph.
      { type: 'absent.choose', file: png, label: 'png' },
      { type: 'absent.choose', file: text, label: 'text' },
      { type: 'absent.send' },
      { type: 'absent.retry' },
      { type: 'xstate.done.actor.checkAbsent', output: { Allowed: true, Msg: '', Uploaded: false, UploadedAt: '' } },
      { type: 'xstate.done.actor.checkAbsent', output: { Allowed: false, Msg: 'no', Uploaded: false, UploadedAt: '' } },
      { type: 'xstate.done.actor.checkAbsent', output: { Allowed: false, Msg: '', Uploaded: true, UploadedAt: '2026-11-23T00:00:00Z' } },
      { type: 'xstate.error.actor.checkAbsent', error: new Error('offline') },
      { type: 'xstate.done.actor.uploadAbsent', output: {} },
      { type: 'xstate.error.actor.uploadAbsent', error: new Error('offline') },
    ]);
    const serializeState = (snapshot: { value: unknown; context: { file: Blob | null; error: string; notice: string; message: string } }) =>
      JSON.stringify([snapshot.value, snapshot.context.file?.type ?? null, snapshot.context.error, snapshot.context.notice, snapshot.context.message]);
    const paths = generatePaths(machine, { events, input: { clid: 5 }, limit: 5000, serializeState: serializeState as never });
    expectEveryTransitionCovered(machine, paths, { input: { clid: 5 } });
  });

  it('refuses a file that is not a picture, and sends only with one chosen', () => {
    const actor = createActor(absentUploadMachine.provide({ actors: { 'check absent': pendingPromise(), 'upload absent': pendingPromise() } }), {
      input: { clid: 5 },
    }).start();
    actor.send({ type: 'xstate.done.actor.checkAbsent', output: { Allowed: true, Msg: '', Uploaded: false, UploadedAt: '' } } as never);
    actor.send({ type: 'absent.send' });
    expect(actor.getSnapshot().context.error).toBe(ClassDetailMessages.absentPicRequired);
    actor.send({ type: 'absent.choose', file: text });
    expect(actor.getSnapshot().context.file).toBeNull();
    actor.send({ type: 'absent.choose', file: png });
    actor.send({ type: 'absent.send' });
    expect(actor.getSnapshot().matches('uploading')).toBe(true);
  });
});

describe('class student machine (model-based)', () => {
  const student = {
    UID: 7001,
    Name: 'Lily',
    AgeBand: '6-8',
    EnglishLevel: 'A1',
    Country: 'China',
    TimeZone: '',
    LearningGoals: '',
    Interests: '',
    ClassesWithYou: 2,
    LastClassWithYou: '',
  };
  const report = {
    summary: { StuUID: 7001, FinishedClasses: 2, RemarkedClasses: 1, Averages: { Fluency: 4 }, AverageLevelRate: 4, AverageTextbookScore: 0 },
    ai: { CLID: 5, Ready: true, Summary: 'Over 1 rated class, Fluency is the strongest skill (4/5).' },
  };
  const events = withActorEventsWhereRunning([
    { type: 'score.set', activityType: 1, score: 4 },
    { type: 'suggestion.click', suggestId: 2 },
    { type: 'xstate.done.actor.loadStudent', output: { student, suggestions: [], report } },
    { type: 'xstate.error.actor.loadStudent', error: new Error('offline') },
    { type: 'xstate.done.actor.saveScore', output: {} },
    { type: 'xstate.error.actor.saveScore', error: new Error('A score is 1 to 5.') },
  ]);
  it('replays every generated path, reaching every transition', () => {
    const machine = classStudentMachine.provide({ actors: { 'load student': pendingPromise(), 'save score': pendingPromise() } });
    const input = { clid: 5, uid: 7001, canScore: true };
    const paths = generatePaths(machine, { events, input, limit: 5000 });
    expectEveryTransitionCovered(machine, paths, { input });
  });

  it('does not score a class that has not started, and logs suggestion clicks', () => {
    const clicks: number[] = [];
    const machine = classStudentMachine.provide({
      actors: { 'load student': pendingPromise(), 'save score': pendingPromise() },
      actions: { logSuggestion: (_, params) => void clicks.push(params.suggestId) },
    });
    const actor = createActor(machine, { input: { clid: 5, uid: 7001, canScore: false } }).start();
    actor.send({ type: 'xstate.done.actor.loadStudent', output: { student, suggestions: [], report } } as never);
    expect(actor.getSnapshot().context.report?.ai.Summary).toBe(report.ai.Summary);
    actor.send({ type: 'score.set', activityType: 1, score: 4 });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'suggestion.click', suggestId: 3 });
    expect(clicks).toEqual([3]);
  });
});

describe('trial SMS notice machine (model-based)', () => {
  const canSend = { CanSend: true, Reason: '', Sent: false, SentAt: '' };
  const events = withActorEventsWhereRunning([
    { type: 'sms.send' },
    { type: 'xstate.done.actor.loadSmsStatus', output: canSend },
    {
      type: 'xstate.done.actor.loadSmsStatus',
      output: { CanSend: false, Reason: 'The SMS notice was already sent for this class.', Sent: true, SentAt: '2026-11-23T01:00:00Z' },
    },
    { type: 'xstate.error.actor.loadSmsStatus', error: new Error('offline') },
    { type: 'xstate.done.actor.sendSms', output: {} },
    { type: 'xstate.error.actor.sendSms', error: new Error('The class has started: the SMS notice is no longer needed.') },
  ]);
  it('replays every generated path, reaching every transition', () => {
    const machine = trialSmsMachine.provide({ actors: { 'load sms status': pendingPromise(), 'send sms': pendingPromise() } });
    const paths = generatePaths(machine, { events, input: { clid: 5 }, limit: 5000 });
    expectEveryTransitionCovered(machine, paths, { input: { clid: 5 } });
  });

  it('sends only when allowed, then reads the state again with the notice', () => {
    const machine = trialSmsMachine.provide({ actors: { 'load sms status': pendingPromise(), 'send sms': pendingPromise() } });
    const actor = createActor(machine, { input: { clid: 5 } }).start();
    actor.send({ type: 'xstate.done.actor.loadSmsStatus', output: { ...canSend, CanSend: false, Reason: 'x' } } as never);
    actor.send({ type: 'sms.send' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);

    const allowed = createActor(machine, { input: { clid: 5 } }).start();
    allowed.send({ type: 'xstate.done.actor.loadSmsStatus', output: canSend } as never);
    allowed.send({ type: 'sms.send' });
    expect(allowed.getSnapshot().matches('sending')).toBe(true);
    allowed.send({ type: 'xstate.done.actor.sendSms', output: {} } as never);
    expect(allowed.getSnapshot().matches('loading')).toBe(true);
    expect(allowed.getSnapshot().context.notice).toBe('The student was sent an SMS notice.');
  });
});
