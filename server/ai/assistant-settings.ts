import type { Kysely } from 'kysely';
import { DEFAULT_CHAT_PROMPT, DEFAULT_MIND_PROMPT, effectiveAssistantSettings, type AssistantSettings } from '../../src/domain/staff-assistant';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { findStoredAssistantSettings } from '../repositories/assistant-settings.repository';

/** The defaults: the configured model and allowance, both variants on, the built-in prompts. */
export function assistantDefaults(config: Pick<Config, 'ai'>): AssistantSettings {
  return {
    ChatEnabled: true,
    MindEnabled: true,
    Model: config.ai.model,
    ChatPrompt: DEFAULT_CHAT_PROMPT,
    MindPrompt: DEFAULT_MIND_PROMPT,
    MonthlyTokenCap: config.ai.monthlyTokenCap,
  };
}

/**
 * The settings in force, read on every request (no cache), so a change staff save applies to the
 * next question. The endpoint and its key are never among them: they stay configuration.
 */
export async function loadAssistantSettings(db: Kysely<Database>, config: Pick<Config, 'ai'>): Promise<AssistantSettings> {
  return effectiveAssistantSettings(assistantDefaults(config), await findStoredAssistantSettings(db));
}
