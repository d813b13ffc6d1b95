import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createStaffAssistantLogic } from '../../../actors/staff-settings.actors';
import {
  ASSISTANT_MODEL_MAX_LENGTH,
  ASSISTANT_PROMPT_MAX_LENGTH,
  ASSISTANT_SETTING_KEYS,
  MIND_CLASS_PLACEHOLDER,
  type AssistantSettingKey,
  type AssistantSettings,
  type AssistantSettingsPatch,
  type AssistantSettingsView,
} from '../../../domain/staff-assistant';
import type { staffAssistantMachine } from '../../../machines/staff-assistant.machine';
import { useAreaLogic } from '../../page-logic-context';

type AssistantRef = ActorRefFrom<typeof staffAssistantMachine>;

/** /staff/assistant: what the assistant does for tutors — on or off, model, prompts, monthly allowance. */
export function AssistantView() {
  const assistant = useActorRef(useAreaLogic(createStaffAssistantLogic));
  const view = useSelector(assistant, (s) => s.context.view);
  const notice = useSelector(assistant, (s) => s.context.notice);
  const failure = useSelector(assistant, (s) => s.context.failure);
  const loadFailed = useSelector(assistant, (s) => s.matches('failed'));
  const busy = useSelector(assistant, (s) => s.hasTag('status:busy'));
  return (
    <section aria-labelledby="assistant-title" aria-busy={busy}>
      <h1 id="assistant-title">AI assistant</h1>
      <p>Changes apply to the next question a tutor asks. The endpoint and its API key stay in the server’s configuration.</p>
      {notice && <p role="status">{notice}</p>}
      {failure && (
        <p role="alert">
          {failure} {loadFailed && <Button text size="small" label="Load again" onClick={() => assistant.send({ type: 'assistant.retry' })} />}
        </p>
      )}
      {view && (
        <>
          <dl className="staff-facts">
            <dt>Endpoint (AI_BASE_URL)</dt>
            <dd>{view.EndpointConfigured ? 'Configured' : 'Not configured: the assistant is off until it is set'}</dd>
            <dt>API key (AI_API_KEY)</dt>
            <dd>{view.ApiKeySet ? 'Set (never shown)' : 'Not set'}</dd>
          </dl>
          <AssistantForm key={JSON.stringify(view.Settings)} assistant={assistant} view={view} busy={busy} />
        </>
      )}
    </section>
  );
}

/** The fields staff changed from what is in force: only these are sent. */
function changedFields(draft: AssistantSettings, current: AssistantSettings): AssistantSettingsPatch {
  const patch: Record<string, unknown> = {};
  for (const key of ASSISTANT_SETTING_KEYS) if (draft[key] !== current[key]) patch[key] = draft[key];
  return patch;
}

function AssistantForm({ assistant, view, busy }: { assistant: AssistantRef; view: AssistantSettingsView; busy: boolean }) {
  const [draft, setDraft] = useState<AssistantSettings>(view.Settings);
  const set = (patch: Partial<AssistantSettings>) => setDraft((current) => ({ ...current, ...patch }));
  const origin = (key: AssistantSettingKey) => (view.Stored.includes(key) ? ' (changed by staff)' : ' (default)');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    assistant.send({ type: 'assistant.save', patch: changedFields(draft, view.Settings) });
  };
  return (
    <form className="staff-form" aria-label="Assistant settings" onSubmit={submit}>
      <label className="staff-check">
        <input type="checkbox" checked={draft.ChatEnabled} onChange={(e) => set({ ChatEnabled: e.target.checked })} />
        AI Chat answers tutors{origin('ChatEnabled')}
      </label>
      <label className="staff-check">
        <input type="checkbox" checked={draft.MindEnabled} onChange={(e) => set({ MindEnabled: e.target.checked })} />
        AI Mind answers tutors{origin('MindEnabled')}
      </label>
      <label>
        Model{origin('Model')}
        <input value={draft.Model} maxLength={ASSISTANT_MODEL_MAX_LENGTH} onChange={(e) => set({ Model: e.target.value })} />
      </label>
      <label>
        System prompt{origin('ChatPrompt')}
        <textarea value={draft.ChatPrompt} rows={5} maxLength={ASSISTANT_PROMPT_MAX_LENGTH} onChange={(e) => set({ ChatPrompt: e.target.value })} />
      </label>
      <label>
        AI Mind instruction ({MIND_CLASS_PLACEHOLDER} stands for the class){origin('MindPrompt')}
        <textarea value={draft.MindPrompt} rows={5} maxLength={ASSISTANT_PROMPT_MAX_LENGTH} onChange={(e) => set({ MindPrompt: e.target.value })} />
      </label>
      <label>
        Monthly tokens per tutor{origin('MonthlyTokenCap')}
        <input
          type="number"
          min={0}
          value={draft.MonthlyTokenCap}
          onChange={(e) => set({ MonthlyTokenCap: e.target.value === '' ? 0 : Number(e.target.value) })}
        />
      </label>
      <div className="staff-form-actions">
        <Button type="submit" size="small" label="Save" disabled={busy} />
        <Button
          type="button"
          text
          size="small"
          label="Back to the defaults"
          disabled={busy || view.Stored.length === 0}
          onClick={() => assistant.send({ type: 'assistant.save', patch: { Reset: [...view.Stored] } })}
        />
      </div>
    </form>
  );
}
