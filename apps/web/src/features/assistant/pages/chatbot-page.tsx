import { useEffect, useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Page } from '../../../components/ui/page';
import { Loading } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { useAsk, useConversation } from '../api/chatbot';
import { ChatInput } from '../components/chat-input';
import { MessageBubble } from '../components/message-bubble';
import { assistantMessages as m } from '../messages';

const errorText = (e: unknown) => (isApiError(e) && e.status !== 0 && e.status !== 500 ? e.message : m.error);

/**
 * /chatbot: the caller's conversation with the league assistant, kept on the server, a
 * question box, suggested questions on a first visit, and answers linking to where they come from.
 */
export function ChatbotPage() {
  const conversation = useConversation();
  const ask = useAsk();
  const end = useRef<HTMLDivElement>(null);
  const count = conversation.data?.data.length ?? 0;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count, ask.isPending]);

  const send = (content: string) => ask.mutate(content);

  return (
    <Page title={m.title}>
      <div className="flex min-h-[60vh] flex-col gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3">
        {conversation.isPending ? <Loading text={m.loading} /> : null}
        {conversation.isError ? <Alert>{errorText(conversation.error)}</Alert> : null}
        {conversation.data && count === 0 ? (
          <div className="space-y-2">
            <p className="text-sm text-stone-600">{m.empty}</p>
            <ul aria-label="Preguntas sugeridas" className="flex flex-wrap gap-2">
              {conversation.data.suggestions.map((q) => (
                <li key={q}>
                  <button
                    type="button"
                    onClick={() => send(q)}
                    disabled={ask.isPending}
                    className="rounded-full border border-emerald-200 bg-white px-3 py-1 text-sm text-emerald-800 hover:bg-emerald-50"
                  >
                    {q}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <ol aria-label="Conversación" aria-live="polite" className="flex flex-1 flex-col gap-2">
          {conversation.data?.data.map((msg) => (
            <MessageBubble key={msg.id} role={msg.role} content={msg.content} sources={msg.sources} />
          ))}
          {ask.isPending ? (
            <>
              <MessageBubble role="user" content={ask.variables} sources={[]} />
              <li role="status" className="text-sm text-stone-500">
                {m.thinking}
              </li>
            </>
          ) : null}
        </ol>
        {ask.isError ? <Alert>{errorText(ask.error)}</Alert> : null}
        <div ref={end} />
        <ChatInput onSend={send} busy={ask.isPending} />
      </div>
    </Page>
  );
}
