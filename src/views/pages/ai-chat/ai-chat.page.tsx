import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useLocation } from 'wouter';
import { AI_MESSAGE_MAX, AI_TOOL_LABELS, AiChatMessages, AiSystemType, splitLessonDraft, type AiDraftState, type AiToolName } from '../../../domain/ai-chat';
import { createAiChatLogic } from '../../../actors/ai-chat.actors';
import { variantOffMessage } from '../../../domain/staff-assistant';
import { MarkdownText } from '../../components/markdown-text';
import { useAreaLogic } from '../../page-logic-context';
import { ConversationList } from './conversation-list';
import '../../styles/ai-chat.css';

const MIND_QUESTION = 'Draft a lesson plan and a remark for this class.';

/** /aiChat: the assistant; /aiChat?systemType=5: AI Mind, which prepares one of the tutor's classes. */
export default function AiChatPage() {
  const systemType = new URLSearchParams(window.location.search).get('systemType') === '5' ? AiSystemType.mind : AiSystemType.chat;
  return <AiChat key={systemType} systemType={systemType} />;
}

function AiChat({ systemType }: { systemType: number }) {
  const logic = useAreaLogic(createAiChatLogic);
  const actor = useActorRef(logic, { input: { systemType } });
  const [, navigate] = useLocation();
  const mind = systemType === AiSystemType.mind;
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const notConfigured = useSelector(actor, (s) => s.matches('notConfigured'));
  const answering = useSelector(actor, (s) => s.matches('answering'));
  const stopping = useSelector(actor, (s) => s.matches({ answering: 'stopping' }));
  const errored = useSelector(actor, (s) => s.matches('error'));
  const status = useSelector(actor, (s) => s.context.status);
  const messages = useSelector(actor, (s) => s.context.messages);
  const partial = useSelector(actor, (s) => s.context.partial);
  const tool = useSelector(actor, (s) => s.context.tool);
  const question = useSelector(actor, (s) => s.context.question);
  const error = useSelector(actor, (s) => s.context.error);
  const classes = useSelector(actor, (s) => s.context.classes);
  const classId = useSelector(actor, (s) => s.context.classId);
  const conversationId = useSelector(actor, (s) => s.context.conversationId);
  const title = mind ? 'AI Mind' : 'AI Chat';

  if (loading) return <p>Loading the assistant…</p>;
  if (failed) {
    return (
      <p role="alert">
        {error} <Button type="button" size="small" label="Retry" onClick={() => actor.send({ type: 'chat.retry' })} />
      </p>
    );
  }
  if (notConfigured) {
    return (
      <section className="ai-chat-off" aria-labelledby="ai-title">
        <h1 id="ai-title">{title}</h1>
        <p role="status">{status && status.Configured && !status.Enabled ? variantOffMessage(systemType) : AiChatMessages.notConfigured}</p>
        {status?.SetupHint && <p className="ai-chat-hint">{status.SetupHint}</p>}
      </section>
    );
  }

  const lastAnswer = [...messages].reverse().find((m) => m.Role === 'assistant');
  const sendDraft = (part: 'lessonPlan' | 'remark') => {
    if (!lastAnswer) return;
    const draft = splitLessonDraft(lastAnswer.Content);
    const state: AiDraftState = { aiDraft: { [part]: draft[part] } };
    navigate(`/classDetail/${classId}`, { state });
  };

  return (
    <section className="ai-chat" aria-labelledby="ai-title">
      <ConversationList actor={actor} />
      <div className="ai-chat-main">
        <h1 id="ai-title">{title}</h1>
        {mind && (
          <div className="ai-chat-mind">
            <label htmlFor="ai-class">Class</label>
            <select
              id="ai-class"
              value={classId}
              disabled={answering || conversationId > 0}
              onChange={(e) => actor.send({ type: 'mind.pick', classId: Number(e.target.value) })}
            >
              {classes.length === 0 && <option value={0}>No coming classes</option>}
              {classes.map((c) => (
                <option key={c.ClassId} value={c.ClassId}>
                  {c.StartTime.slice(0, 16).replace('T', ' ')} UTC · {c.StudentName || c.CourseName} · {c.LessonName || c.CourseName}
                </option>
              ))}
            </select>
            <Button
              type="button"
              label="Draft lesson plan"
              disabled={answering || classId === 0}
              onClick={() => {
                actor.send({ type: 'chat.input', text: MIND_QUESTION });
                actor.send({ type: 'chat.send' });
              }}
            />
          </div>
        )}
        <div role="log" aria-label="Conversation" className="ai-chat-log">
          {messages.length === 0 && !answering && (
            <p className="ai-chat-hint">{mind ? 'Choose a class and draft its lesson plan.' : 'Ask about your classes, plot, points, pay or training.'}</p>
          )}
          {messages.map((m) => (
            <article key={m.Id} className={`ai-chat-message ai-chat-${m.Role}`} aria-label={m.Role === 'user' ? 'You' : 'Assistant'}>
              {m.Role === 'user' ? <p>{m.Content}</p> : <MarkdownText source={m.Content} />}
            </article>
          ))}
          {answering && (
            <article className="ai-chat-message ai-chat-assistant" aria-label="Assistant" aria-busy="true">
              {tool && <p role="status">{AI_TOOL_LABELS[tool as AiToolName] ?? 'Reading your data…'}</p>}
              <MarkdownText source={partial} />
            </article>
          )}
        </div>
        {mind && lastAnswer && !answering && classId > 0 && (
          <div className="ai-chat-actions">
            <Button type="button" label="Send to lesson plan" onClick={() => sendDraft('lessonPlan')} />
            <Button type="button" severity="secondary" label="Send to remark" onClick={() => sendDraft('remark')} />
          </div>
        )}
        {error && (
          <p role="alert">
            {error} {errored && <Button type="button" size="small" label="Retry" onClick={() => actor.send({ type: 'chat.retry' })} />}
          </p>
        )}
        <form
          className="ai-chat-form"
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'chat.send' });
          }}
        >
          <label htmlFor="ai-question">Your question</label>
          <InputTextarea
            id="ai-question"
            rows={3}
            maxLength={AI_MESSAGE_MAX}
            value={question}
            onChange={(e) => actor.send({ type: 'chat.input', text: e.target.value })}
          />
          <div className="ai-chat-actions">
            {answering ? (
              <Button
                type="button"
                severity="danger"
                label={stopping ? 'Stopping…' : 'Stop'}
                disabled={stopping}
                onClick={() => actor.send({ type: 'chat.stop' })}
              />
            ) : (
              <Button type="submit" label="Send" />
            )}
          </div>
        </form>
        {status && status.MonthlyCap > 0 && (
          <p className="ai-chat-hint">
            This month: {status.UsedTokens.toLocaleString('en')} of {status.MonthlyCap.toLocaleString('en')} tokens{status.Model ? ` · ${status.Model}` : ''}
          </p>
        )}
      </div>
    </section>
  );
}
