import type { AssistantHistory, AssistantMessage } from '@liga/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /chatbot: the caller's conversation, kept on the server across reloads. */
export const getConversation = () => api('GET /chatbot');

export const conversationQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.assistant.history, queryFn: getConversation });

export const useConversation = () => useQuery(conversationQueryOptions());

/** POST /chatbot {content} → {message, sources, suggestions} (decision 012). */
export const askAssistant = (content: string) => api('POST /chatbot', { body: { content } });

/** Sends a question; the question and its answer join the cached conversation at once. */
export function useAsk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askAssistant,
    onSuccess: (answer, content) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<AssistantHistory>(queryKeys.assistant.history, (old) => {
        const data = old?.data ?? [];
        const last = data.at(-1)?.id ?? 0;
        const added: AssistantMessage[] = [
          { id: last + 1, role: 'user', content, sources: [], created_at: now },
          {
            id: last + 2,
            role: 'assistant',
            content: answer.message,
            sources: answer.sources,
            created_at: now,
          },
        ];
        return {
          data: [...data, ...added],
          suggestions: answer.suggestions.length ? answer.suggestions : (old?.suggestions ?? []),
        };
      });
    },
  });
}
