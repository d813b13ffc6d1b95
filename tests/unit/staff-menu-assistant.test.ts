import { describe, expect, it } from 'vitest';
import { menuItemUrl } from '../../src/domain/menu';
import {
  DEFAULT_CHAT_PROMPT,
  DEFAULT_MIND_PROMPT,
  StaffAssistantMessages,
  assistantPatchError,
  assistantVariantEnabled,
  effectiveAssistantSettings,
  mindInstruction,
  normalizedAssistantPatch,
  variantOffMessage,
  type AssistantSettings,
} from '../../src/domain/staff-assistant';
import {
  StaffMenuMessages,
  emptyMenuDraft,
  isHttpsLink,
  isPortalRoute,
  menuDraftError,
  menuGroupAllows,
  normalizedMenuDraft,
  type MenuDraft,
} from '../../src/domain/staff-menu';

const draft = (patch: Partial<MenuDraft>): MenuDraft => ({ ...emptyMenuDraft(), Name: 'Class Table', RouteName: 'classTab', ...patch });
const defaults: AssistantSettings = {
  ChatEnabled: true,
  MindEnabled: true,
  Model: 'llama3.1',
  ChatPrompt: DEFAULT_CHAT_PROMPT,
  MindPrompt: DEFAULT_MIND_PROMPT,
  MonthlyTokenCap: 200000,
};

describe('menu entry rules', () => {
  it('takes portal routes with or without a slash, with a query or a sub-path, and https links only', () => {
    for (const path of ['classTab', '/classTab', 'classTab/schedule', 'aiChat?systemType=5', 'classDetail/12', 'message', 'login', 'welcome']) {
      expect(isPortalRoute(path), path).toBe(true);
    }
    for (const path of ['notAPage', '/', '', '//evil.example.com/home', 'staff', 'classDetail', 'home page']) expect(isPortalRoute(path), path).toBe(false);
    expect(isHttpsLink('https://handbook.example.com/tutors?x=1')).toBe(true);
    for (const link of ['http://handbook.example.com', 'https://', 'https://a b.example.com', 'javascript:alert(1)'])
      expect(isHttpsLink(link), link).toBe(false);
  });

  it('answers the first thing wrong with a draft', () => {
    expect(menuDraftError(draft({}))).toBeNull();
    expect(menuDraftError(draft({ Name: ' ' }))).toBe(StaffMenuMessages.nameRequired);
    expect(menuDraftError(draft({ Name: 'x'.repeat(41) }))).toBe(StaffMenuMessages.nameTooLong);
    expect(menuDraftError(draft({ RouteName: '  ' }))).toBe(StaffMenuMessages.pathRequired);
    expect(menuDraftError(draft({ RouteName: 'ftp://files.example.com' }))).toBe(StaffMenuMessages.badPath);
    expect(menuDraftError(draft({ RouteName: `https://example.com/${'a'.repeat(300)}` }))).toBe(StaffMenuMessages.badPath);
    expect(menuDraftError(draft({ Icon: 'pi pi-home' }))).toBeNull();
    expect(menuDraftError(draft({ Icon: 'pi-home" onload="x' }))).toBe(StaffMenuMessages.badIcon);
    expect(menuDraftError(draft({ SortOrder: 1.5 }))).toBe(StaffMenuMessages.badOrder);
    expect(menuDraftError(draft({ SortOrder: -1001 }))).toBe(StaffMenuMessages.badOrder);
    expect(menuDraftError(draft({ TutorGroup: 'g'.repeat(61) }))).toBe(StaffMenuMessages.groupTooLong);
  });

  it('stores routes without their slash, links as they are, and an empty group as every tutor', () => {
    expect(normalizedMenuDraft(draft({ Name: ' A ', RouteName: ' /classTab ', TutorGroup: '  ' }))).toMatchObject({
      Name: 'A',
      RouteName: 'classTab',
      TutorGroup: null,
    });
    expect(normalizedMenuDraft(draft({ RouteName: 'https://example.com/x' })).RouteName).toBe('https://example.com/x');
    expect(menuItemUrl({ main: 'https://portal.example.com/' }, 'main', 'https://example.com/x')).toBe('https://example.com/x');
    expect(menuItemUrl({ main: 'https://portal.example.com/' }, 'main', 'classTab')).toBe('https://portal.example.com/classTab');
  });

  it('shows a group entry to that group only, whatever the case', () => {
    expect(menuGroupAllows(null, '')).toBe(true);
    expect(menuGroupAllows('Manila Team 3', 'manila team 3')).toBe(true);
    expect(menuGroupAllows('Manila Team 3', 'Manila Team 7')).toBe(false);
    expect(menuGroupAllows('Manila Team 3', null)).toBe(false);
  });
});

describe('assistant settings rules', () => {
  it('answers the first thing wrong with a change', () => {
    expect(assistantPatchError({})).toBe(StaffAssistantMessages.nothingToSave);
    expect(assistantPatchError({ Reset: ['Model'] })).toBeNull();
    expect(assistantPatchError({ Model: 'gpt-4o-mini' })).toBeNull();
    expect(assistantPatchError({ Model: 'qwen2.5:7b' })).toBeNull();
    expect(assistantPatchError({ Model: 'rm -rf' })).toBe(StaffAssistantMessages.badModel);
    expect(assistantPatchError({ ChatPrompt: '\n' })).toBe(StaffAssistantMessages.promptRequired);
    expect(assistantPatchError({ MindPrompt: 'x'.repeat(8001) })).toBe(StaffAssistantMessages.promptTooLong);
    expect(assistantPatchError({ MonthlyTokenCap: 0 })).toBeNull();
    expect(assistantPatchError({ MonthlyTokenCap: 2.5 })).toBe(StaffAssistantMessages.badCap);
  });

  it('trims what is stored and resets only what got no value', () => {
    expect(normalizedAssistantPatch({ Model: ' gpt ', Reset: ['Model', 'ChatPrompt'] })).toEqual({ values: { Model: 'gpt' }, reset: ['ChatPrompt'] });
  });

  it('lays stored values over the defaults, ignoring a value of the wrong kind', () => {
    expect(effectiveAssistantSettings(defaults, { Model: 'gpt', MindEnabled: false })).toMatchObject({ Model: 'gpt', MindEnabled: false, ChatEnabled: true });
    expect(effectiveAssistantSettings(defaults, { MonthlyTokenCap: 'lots' as unknown as number }).MonthlyTokenCap).toBe(200000);
  });

  it('names the class in AI Mind’s instruction, with or without the placeholder', () => {
    expect(mindInstruction(DEFAULT_MIND_PROMPT, 42)).toContain('prepare the tutor for class 42.');
    expect(mindInstruction('Plan the lesson.', 42)).toBe('Plan the lesson.\nThe class: 42.');
  });

  it('tells which variant is off', () => {
    expect(assistantVariantEnabled({ ChatEnabled: true, MindEnabled: false }, 5)).toBe(false);
    expect(assistantVariantEnabled({ ChatEnabled: true, MindEnabled: false }, 0)).toBe(true);
    expect(variantOffMessage(5)).toBe(StaffAssistantMessages.mindOff);
    expect(variantOffMessage(0)).toBe(StaffAssistantMessages.chatOff);
  });
});
