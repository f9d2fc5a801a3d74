import { useCallback, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ResearchRunSummary } from '@pardus/protocol';
import { conversationKeys } from '@/features/conversations';
import { followResearch, openRunEvents } from '../api/research-api';
import { newMessageId } from '../lib/history';
import { pacedUpdates } from '../lib/paced-updates';
import type { Message } from '../types';
import { saveHandle } from './use-auto-save';
import type { ConversationHandle, useChatStore } from './use-chat-store';
import type { useDeepRun } from './use-deep-run';

interface DeepResearchDeps {
  store: ReturnType<typeof useChatStore>;
  abortRef: RefObject<AbortController | null>;
  deepRun: ReturnType<typeof useDeepRun>;
  setAddress: (id: string | null, options?: { replace?: boolean }) => void;
}

/**
 * What the chat does around a durable Deep run: saves the question before the run starts (the
 * server writes the report into that conversation), and follows a run still going in a
 * conversation that was just opened.
 */
export function useDeepResearch({ store, abortRef, deepRun, setAddress }: DeepResearchDeps) {
  const queryClient = useQueryClient();
  const { handleRef, loadingRef, messagesRef, setLoading, setMessages, updateMessage, adoptHandle } = store;

  /**
   * Saves the conversation with the new question before a Deep run starts, so the server can write
   * the report into it even if no browser is open at the end, and a reload finds it at `?c=id`.
   * Undefined when saving failed (the browser then saves after the answer, as for Quick).
   */
  const saveBeforeDeep = useCallback(
    async (handle: ConversationHandle, messages: Message[]): Promise<string | undefined> => {
      try {
        const previousId = await saveHandle(handle, messages);
        if (adoptHandle(handle) && handle.id !== previousId)
          setAddress(handle.id, { replace: previousId !== null });
        void queryClient.invalidateQueries({ queryKey: conversationKeys.titles });
        return handle.id ?? undefined;
      } catch {
        return undefined;
      }
    },
    [adoptHandle, setAddress, queryClient],
  );

  /** Shows the progress of a Deep run still going in the conversation just opened, then its report. */
  const followActiveRun = useCallback(
    async (handle: ConversationHandle, run: ResearchRunSummary | undefined, messages: Message[]) => {
      // The server appends the report after the question once the run ends: a conversation that
      // already ends with an answer was loaded after its run finished (nothing left to follow),
      // unless the run is a Retry of that answer (its report will take the answer's place).
      const retried = run?.replaces_answer !== undefined && messages.at(-1)?.type === 'assistant';
      if (!run || (messages.at(-1)?.type !== 'user' && !retried)) return;
      if (handleRef.current !== handle || loadingRef.current) return;
      const controller = new AbortController();
      abortRef.current = controller;
      setLoading(true);
      deepRun.begin(run.id);
      const assistant: Message = {
        id: newMessageId(),
        type: 'assistant',
        content: '',
        timestamp: new Date(),
        mode: 'deep',
        isProgress: true,
      };
      setMessages([...(retried ? messagesRef.current.slice(0, -1) : messagesRef.current), assistant]);
      // The run's events reach the conversation at a render's pace; the last one once it ends.
      const events = pacedUpdates((message: Message) => {
        if (!controller.signal.aborted) updateMessage(message);
      });
      try {
        const stream = await openRunEvents(run.id, 0, controller.signal);
        await followResearch(stream, assistant, events.push, { signal: controller.signal, runId: run.id });
      } catch {
        // The view could not be opened; the report is in the conversation once the run ends.
      } finally {
        events.flush();
        if (abortRef.current === controller) {
          abortRef.current = null;
          deepRun.end();
          setLoading(false);
        }
      }
    },
    [handleRef, loadingRef, setLoading, setMessages, messagesRef, updateMessage, deepRun, abortRef],
  );

  return { saveBeforeDeep, followActiveRun };
}
