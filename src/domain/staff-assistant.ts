import type { Static } from '@sinclair/typebox';
import type { AssistantSettingValuesSchema, AssistantSettingsSchema, SaveAssistantSettingsBody } from './api/staff-menu-assistant.schemas';
import { AiSystemType } from './ai-chat';

/**
 * The assistant's settings a provider's staff change without a deploy (issue 21, Content: the AI
 * assistant settings). The endpoint, its API key and the timeout stay server configuration; these
 * are stored, and a stored value overrides the configured default from the next request on.
 */
export type AssistantSettings = Static<typeof AssistantSettingValuesSchema>;
export type AssistantSettingKey = keyof AssistantSettings;
export const ASSISTANT_SETTING_KEYS: readonly AssistantSettingKey[] = ['ChatEnabled', 'MindEnabled', 'Model', 'ChatPrompt', 'MindPrompt', 'MonthlyTokenCap'];

/** What staff send: a value stores it, a key in Reset goes back to the default, anything else stays as it is. */
export type AssistantSettingsPatch = Static<typeof SaveAssistantSettingsBody>;

/** What the console shows: the settings in force, the defaults, which are stored, and the endpoint's state. */
export type AssistantSettingsView = Static<typeof AssistantSettingsSchema>;

export const ASSISTANT_PROMPT_MAX_LENGTH = 8000;
export const ASSISTANT_MODEL_MAX_LENGTH = 100;
export const ASSISTANT_CAP_MAX = 1_000_000_000;
export const MIND_CLASS_PLACEHOLDER = '{classId}';

export const DEFAULT_CHAT_PROMPT =
  'You are the assistant of an online English tutor on the tutoring provider’s portal. Answer in short Markdown. ' +
  'Use the tools to read the tutor’s own data (classes, materials, students, plot, cancellations, points, pay, training) before answering about it, and never invent figures.';

export const DEFAULT_MIND_PROMPT =
  `AI Mind: prepare the tutor for class ${MIND_CLASS_PLACEHOLDER}. Read its materials and its student’s profile with the tools, then answer with two Markdown sections: ` +
  '"## Lesson plan" (goals, warm-up, main activities, wrap-up, fitted to the student) and "## Remark" (a draft remark about the student for after the class).';

export const StaffAssistantMessages = {
  saved: 'Assistant settings saved.',
  badModel: `A model name has 1 to ${ASSISTANT_MODEL_MAX_LENGTH} letters, digits and . : / @ _ - (such as llama3.1 or gpt-4o-mini).`,
  promptRequired: 'A prompt cannot be empty.',
  promptTooLong: `A prompt has at most ${ASSISTANT_PROMPT_MAX_LENGTH} characters.`,
  badCap: `The monthly allowance is a whole number of tokens from 0 to ${ASSISTANT_CAP_MAX}.`,
  nothingToSave: 'Change a setting first.',
  /** Tutors read these on /aiChat when staff switched the variant off. */
  chatOff: 'AI Chat is switched off by your provider for now.',
  mindOff: 'AI Mind is switched off by your provider for now.',
} as const;

const MODEL = /^[\w.:/@-]+$/;

/** The first thing wrong with a patch, or null when it can be saved. Both halves check with this. */
export function assistantPatchError(patch: AssistantSettingsPatch): string | null {
  if (!ASSISTANT_SETTING_KEYS.some((key) => patch[key] !== undefined) && (patch.Reset ?? []).length === 0) return StaffAssistantMessages.nothingToSave;
  if (patch.Model !== undefined) {
    const model = patch.Model.trim();
    if (model === '' || model.length > ASSISTANT_MODEL_MAX_LENGTH || !MODEL.test(model)) return StaffAssistantMessages.badModel;
  }
  for (const prompt of [patch.ChatPrompt, patch.MindPrompt]) {
    if (prompt === undefined) continue;
    if (prompt.trim() === '') return StaffAssistantMessages.promptRequired;
    if (prompt.trim().length > ASSISTANT_PROMPT_MAX_LENGTH) return StaffAssistantMessages.promptTooLong;
  }
  if (
    patch.MonthlyTokenCap !== undefined &&
    (!Number.isInteger(patch.MonthlyTokenCap) || patch.MonthlyTokenCap < 0 || patch.MonthlyTokenCap > ASSISTANT_CAP_MAX)
  ) {
    return StaffAssistantMessages.badCap;
  }
  return null;
}

/** A patch as stored: texts trimmed; a key reset only when no value came for it. */
export function normalizedAssistantPatch(patch: AssistantSettingsPatch): { values: Partial<AssistantSettings>; reset: AssistantSettingKey[] } {
  const values: Partial<AssistantSettings> = {};
  for (const key of ASSISTANT_SETTING_KEYS) {
    const value = patch[key];
    if (value !== undefined) (values as Record<AssistantSettingKey, unknown>)[key] = typeof value === 'string' ? value.trim() : value;
  }
  const reset = ASSISTANT_SETTING_KEYS.filter((key) => (patch.Reset ?? []).includes(key) && values[key] === undefined);
  return { values, reset };
}

/** The settings in force: each stored value over its default. */
export function effectiveAssistantSettings(defaults: AssistantSettings, stored: Partial<AssistantSettings>): AssistantSettings {
  const settings = { ...defaults };
  for (const key of ASSISTANT_SETTING_KEYS) {
    const value = stored[key];
    if (value !== undefined && typeof value === typeof defaults[key]) (settings as Record<AssistantSettingKey, unknown>)[key] = value;
  }
  return settings;
}

/** AI Mind's instruction for one class: the placeholder replaced, or the class named after it when the prompt has none. */
export function mindInstruction(prompt: string, classId: number): string {
  return prompt.includes(MIND_CLASS_PLACEHOLDER) ? prompt.split(MIND_CLASS_PLACEHOLDER).join(String(classId)) : `${prompt}\nThe class: ${classId}.`;
}

/** Whether the variant of the page (0 chat, 5 AI Mind) is switched on. */
export function assistantVariantEnabled(settings: Pick<AssistantSettings, 'ChatEnabled' | 'MindEnabled'>, systemType: number): boolean {
  return systemType === AiSystemType.mind ? settings.MindEnabled : settings.ChatEnabled;
}

/** What a tutor reads when the variant is switched off. */
export function variantOffMessage(systemType: number): string {
  return systemType === AiSystemType.mind ? StaffAssistantMessages.mindOff : StaffAssistantMessages.chatOff;
}
