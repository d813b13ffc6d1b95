import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  DEFAULT_CHAT_PROMPT,
  DEFAULT_MIND_PROMPT,
  StaffAssistantMessages,
  type AssistantSettingsPatch,
  type AssistantSettingsView,
} from '../../src/domain/staff-assistant';
import { StaffMenuMessages, type MenuDraft, type StaffMenuItem } from '../../src/domain/staff-menu';
import { staffAssistantMachine, type AssistantSaveAnswer } from '../../src/machines/staff-assistant.machine';
import { staffMenuMachine } from '../../src/machines/staff-menu.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const item: StaffMenuItem = {
  Id: 3,
  Name: 'Class Table',
  RouteName: 'classTab',
  Icon: 'pi pi-calendar',
  SortOrder: 2,
  IsShow: true,
  TutorGroup: null,
  Type: 0,
  FilterName: '',
  Url: '/classTab',
};
const draft: MenuDraft = { Id: 3, Name: 'My classes', RouteName: 'classTab', Icon: 'pi pi-table', SortOrder: -1, IsShow: true, TutorGroup: null };
const defaults = {
  ChatEnabled: true,
  MindEnabled: true,
  Model: 'llama3.1',
  ChatPrompt: DEFAULT_CHAT_PROMPT,
  MindPrompt: DEFAULT_MIND_PROMPT,
  MonthlyTokenCap: 200000,
};
const view: AssistantSettingsView = { Settings: defaults, Defaults: defaults, Stored: [], EndpointConfigured: true, ApiKeySet: false };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('staff menu machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const machine = staffMenuMachine.provide({ actors: { loadMenu: pendingPromise(), saveItem: pendingPromise() } });
    const events = withActorEventsWhereRunning([
      { type: 'xstate.done.actor.loadMenu', output: [item] },
      { type: 'xstate.error.actor.loadMenu', error: new Error('offline') },
      { type: 'menu.retry' },
      { type: 'menu.save', draft },
      { type: 'menu.save', draft: { ...draft, RouteName: 'notAPage' } },
      { type: 'xstate.done.actor.saveItem', output: StaffMenuMessages.updated },
      { type: 'xstate.error.actor.saveItem', error: new Error(StaffMenuMessages.notFound) },
    ]);
    const paths = generatePaths(machine, { events, limit: 5000 });
    expect(paths.length).toBeGreaterThan(4);
    expectEveryTransitionCovered(machine, paths);
  });

  it('refuses a bad draft without sending it, saves a good one, tells the form and reloads', async () => {
    let loads = 0;
    const saved: MenuDraft[] = [];
    const actor = createActor(
      staffMenuMachine.provide({
        actors: {
          loadMenu: fromPromise<StaffMenuItem[]>(async () => {
            loads += 1;
            return [item];
          }),
          saveItem: fromPromise<string, MenuDraft>(async ({ input }) => {
            saved.push(input);
            return StaffMenuMessages.updated;
          }),
        },
      }),
    ).start();
    let emitted = 0;
    actor.on('menu.saved', () => (emitted += 1));
    await settle();
    actor.send({ type: 'menu.save', draft: { ...draft, RouteName: 'http://insecure.example.com' } });
    expect(actor.getSnapshot().context.failure).toBe(StaffMenuMessages.badPath);
    expect(saved).toHaveLength(0);
    actor.send({ type: 'menu.save', draft });
    await settle();
    expect(saved).toEqual([draft]);
    expect(actor.getSnapshot().context).toMatchObject({ notice: StaffMenuMessages.updated, failure: '', items: [item] });
    expect(emitted).toBe(1);
    expect(loads).toBe(2);
  });
});

describe('staff assistant settings machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const machine = staffAssistantMachine.provide({ actors: { loadSettings: pendingPromise(), saveSettings: pendingPromise() } });
    const events = withActorEventsWhereRunning([
      { type: 'xstate.done.actor.loadSettings', output: view },
      { type: 'xstate.error.actor.loadSettings', error: new Error('offline') },
      { type: 'assistant.retry' },
      { type: 'assistant.save', patch: { Model: 'gpt-4o-mini' } },
      { type: 'assistant.save', patch: {} },
      { type: 'xstate.done.actor.saveSettings', output: { view, message: StaffAssistantMessages.saved } },
      { type: 'xstate.error.actor.saveSettings', error: new Error(StaffAssistantMessages.badModel) },
    ]);
    const paths = generatePaths(machine, { events, limit: 5000 });
    expect(paths.length).toBeGreaterThan(4);
    expectEveryTransitionCovered(machine, paths);
  });

  it('refuses an empty or bad change without sending it and shows the settings the server answers', async () => {
    const sent: AssistantSettingsPatch[] = [];
    const actor = createActor(
      staffAssistantMachine.provide({
        actors: {
          loadSettings: fromPromise<AssistantSettingsView>(async () => view),
          saveSettings: fromPromise<AssistantSaveAnswer, AssistantSettingsPatch>(async ({ input }) => {
            sent.push(input);
            return { view: { ...view, Settings: { ...defaults, MindEnabled: false }, Stored: ['MindEnabled'] }, message: StaffAssistantMessages.saved };
          }),
        },
      }),
    ).start();
    await settle();
    actor.send({ type: 'assistant.save', patch: {} });
    expect(actor.getSnapshot().context.failure).toBe(StaffAssistantMessages.nothingToSave);
    actor.send({ type: 'assistant.save', patch: { MonthlyTokenCap: -5 } });
    expect(actor.getSnapshot().context.failure).toBe(StaffAssistantMessages.badCap);
    expect(sent).toHaveLength(0);
    actor.send({ type: 'assistant.save', patch: { MindEnabled: false } });
    await settle();
    expect(sent).toEqual([{ MindEnabled: false }]);
    expect(actor.getSnapshot().context).toMatchObject({ notice: StaffAssistantMessages.saved, failure: '', view: { Stored: ['MindEnabled'] } });
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
