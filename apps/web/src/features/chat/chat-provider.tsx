import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ResearchRunSummary, SearchMode, SourceScope } from '@pardus/protocol';
import { useAuth } from '@/features/auth';
import { conversationKeys, fetchConversation, fetchConversationTitles } from '@/features/conversations';
import { toast } from '@/hooks/use-toast';
import { isEmptyOutcome, runSearch } from './api/run-search';
import { SEARCH_ERRORS, SearchRequestError } from './api/search-errors';
import { checkTokens } from './api/token-check';
import { ChatContext, DEFAULT_TITLE, type ChatState } from './chat-context';
import { useAutoSave } from './hooks/use-auto-save';
import { useDeepRun } from './hooks/use-deep-run';
import { useDeepResearch } from './hooks/use-deep-research';
import { fetchActiveRuns } from './api/research-api';
import { useChatStore, type ConversationHandle } from './hooks/use-chat-store';
import { useConversationAddress } from './hooks/use-conversation-address';
import {
  buildHistory,
  isTemporaryConversationId,
  newMessageId,
  newTemporaryConversationId,
} from './lib/history';
import { pacedUpdates } from './lib/paced-updates';
import { retryTarget, type RetryTarget } from './lib/retry';
import type { Message } from './types';

function failureToast(error: unknown) {
  if (error instanceof SearchRequestError) {
    const title = error.status === 403 ? 'Insufficient tokens' : 'Error';
    toast({ title, description: error.message, variant: 'destructive' });
  } else toast({ title: 'Error', description: SEARCH_ERRORS.generic, variant: 'destructive' });
}

/**
 * Holds the conversation on screen (SPEC §4 "Conversation"): sending and streaming answers,
 * auto-saving, loading saved conversations, and keeping the address `?c=` in step, including
 * browser back/forward. Must sit inside the router, QueryClientProvider and AuthProvider.
 */
export function ChatProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const store = useChatStore();
  const {
    messagesRef,
    handleRef,
    loadingRef,
    setLoading,
    setMessages,
    updateMessage,
    showConversation,
    adoptHandle,
  } = store;
  const { addressId, setAddress } = useConversationAddress();
  const abortRef = useRef<AbortController | null>(null);
  const deepRun = useDeepRun();
  const { end: endDeepRun } = deepRun;
  const { saveBeforeDeep, followActiveRun } = useDeepResearch({ store, abortRef, deepRun, setAddress });

  const scheduleSave = useAutoSave((handle, previousId) => {
    if (adoptHandle(handle) && handle.id !== previousId)
      setAddress(handle.id, { replace: previousId !== null });
    void queryClient.invalidateQueries({ queryKey: conversationKeys.titles });
  });

  /**
   * Stops following a running answer; its late updates are dropped because the handle changes
   * next. A Deep run goes on on the server (reopening its conversation shows it again).
   */
  const stopStreaming = useCallback(() => {
    abortRef.current?.abort();
    abortRef.current = null;
    endDeepRun();
    setLoading(false);
  }, [setLoading, endDeepRun]);

  const switchTo = useCallback(
    (id: string | null, title = DEFAULT_TITLE, messages: Message[] = []) => {
      stopStreaming();
      const handle: ConversationHandle = { id, title };
      showConversation(handle, messages);
      return handle;
    },
    [stopStreaming, showConversation],
  );

  /** Asks a question; with `retry`, asks that last answer's question again in its place. */
  const ask = useCallback(
    async (text: string, mode: SearchMode, sources?: SourceScope, retry?: RetryTarget) => {
      const question = text.trim();
      if (question === '' || loadingRef.current) return;
      if (!auth.isAuthenticated) {
        try {
          await auth.login();
        } catch {
          toast({ title: 'Sign Required', description: 'Please sign in with Google to start searching!' });
        }
        return;
      }
      const handle = handleRef.current;
      const controller = new AbortController();
      abortRef.current = controller;
      setLoading(true);
      try {
        const check = await checkTokens(mode);
        if (controller.signal.aborted) return;
        if (!check.ok) {
          toast({ title: check.title, description: check.description, variant: 'destructive' });
          return;
        }
        const prior = retry ? retry.prior : messagesRef.current;
        const history = buildHistory(prior, question);
        const now = new Date();
        const userMessage: Message = retry?.question ?? {
          id: newMessageId(),
          type: 'user',
          content: question,
          timestamp: now,
        };
        // A new message (nothing of a retried answer's sources, images or notes is kept).
        const assistant: Message = {
          id: newMessageId(),
          type: 'assistant',
          content: '',
          timestamp: now,
          mode,
          ...(sources ? { scope: sources } : {}),
          ...(mode === 'quick' ? { imagesLoading: true } : { isProgress: true }),
        };
        setMessages([...prior, userMessage, assistant]);
        // A retried answer stays saved until the server puts the new report in its place.
        const replaced = retry && retry.answer.content !== '' ? retry.answer : undefined;
        const conversationId =
          mode === 'deep'
            ? await saveBeforeDeep(handle, replaced ? [...prior, userMessage, replaced] : messagesRef.current)
            : undefined;
        if (controller.signal.aborted) return;
        const started = performance.now();
        const onUpdate = (message: Message) => {
          if (!controller.signal.aborted) updateMessage(message);
        };
        // The stream's chunks reach the conversation at a render's pace; its last word at once.
        const chunks = pacedUpdates(onUpdate);
        const onEnd = (message: Message) => {
          chunks.cancel();
          onUpdate(message);
        };
        let latest = assistant;
        try {
          const outcome = await runSearch(
            mode,
            history,
            assistant,
            (m) => chunks.push((latest = m)),
            controller.signal,
            {
              ...(conversationId ? { conversationId } : {}),
              ...(conversationId && replaced && retry ? { replacesAnswer: retry.answerIndex } : {}),
              ...(sources ? { sources } : {}),
              onRun: deepRun.begin,
            },
          );
          if (isEmptyOutcome(outcome)) throw new Error('The answer stream ended before any content');
          onEnd({ ...outcome.message, responseTime: performance.now() - started });
        } catch (error) {
          chunks.cancel();
          if (controller.signal.aborted) return;
          onEnd({
            ...latest,
            content: SEARCH_ERRORS.assistantFallback,
            isProgress: false,
            imagesLoading: false,
          });
          failureToast(error);
          return;
        }
        // The server writes a Deep report into the conversation itself; saving it again here could
        // race that write, so only an answer without a server-side copy is saved from the browser.
        if (!controller.signal.aborted && !conversationId) scheduleSave(handle, messagesRef.current);
        else void queryClient.invalidateQueries({ queryKey: conversationKeys.titles });
      } finally {
        if (abortRef.current === controller) {
          abortRef.current = null;
          deepRun.end();
          setLoading(false);
        }
      }
    },
    [
      auth,
      handleRef,
      loadingRef,
      messagesRef,
      setLoading,
      setMessages,
      updateMessage,
      scheduleSave,
      saveBeforeDeep,
      deepRun,
      queryClient,
    ],
  );

  const send = useCallback(
    (text: string, mode: SearchMode, sources?: SourceScope) => ask(text, mode, sources),
    [ask],
  );

  const retry = useCallback(async () => {
    const target = retryTarget(messagesRef.current);
    if (target) await ask(target.question.content, target.mode, target.answer.scope, target);
  }, [ask, messagesRef]);

  const openSaved = useCallback(
    async (id: string, title: string, { updateAddress }: { updateAddress: boolean }) => {
      stopStreaming();
      const pending: ConversationHandle = { id, title };
      handleRef.current = pending;
      let messages: Message[];
      let run: ResearchRunSummary | undefined;
      try {
        // Runs first: a run still going then is either still going or already in the messages.
        run = (await fetchActiveRuns(id).catch(() => []))[0];
        messages = await fetchConversation(id, title);
      } catch {
        if (handleRef.current === pending)
          handleRef.current = { id: store.state.conversationId, title: store.state.title };
        toast({ title: 'Error', description: 'Failed to load conversation', variant: 'destructive' });
        return;
      }
      if (handleRef.current !== pending) return;
      showConversation(pending, messages);
      if (updateAddress && addressId !== id) setAddress(id);
      void followActiveRun(pending, run, messages);
    },
    [
      stopStreaming,
      handleRef,
      showConversation,
      store.state.conversationId,
      store.state.title,
      addressId,
      setAddress,
      followActiveRun,
    ],
  );

  const loadConversation = useCallback(
    (id: string, title: string) => openSaved(id, title, { updateAddress: true }),
    [openSaved],
  );

  const newConversation = useCallback(() => {
    const handle = switchTo(newTemporaryConversationId());
    setAddress(handle.id);
  }, [switchTo, setAddress]);

  const clearMessages = useCallback(() => {
    switchTo(null);
    setAddress(null);
  }, [switchTo, setAddress]);

  const conversationRenamed = useCallback(
    (id: string, title: string) => {
      const handle = handleRef.current;
      if (handle.id !== id) return;
      // In place: a stream or save still running for this conversation keeps owning the screen,
      // and its next save sends the new title instead of the old one.
      handle.title = title;
      adoptHandle(handle);
    },
    [handleRef, adoptHandle],
  );

  const conversationDeleted = useCallback(
    (id: string) => {
      if (handleRef.current.id === id) clearMessages();
    },
    [handleRef, clearMessages],
  );

  // Address → state: on load with `?c=`, and on back/forward to another `c` (SPEC §4). Only a
  // change of the address (or of the session) counts: router updates commit later than ours.
  const seenAddress = useRef<{ id: string | null; signedIn: boolean } | null>(null);
  useEffect(() => {
    if (auth.isLoading) return;
    const seen = seenAddress.current;
    seenAddress.current = { id: addressId, signedIn: auth.isAuthenticated };
    if (seen?.id === addressId && seen.signedIn === auth.isAuthenticated) return;
    // The first look at the plain home page has nothing to restore (and must not undo a load
    // the user started while the session check was still running).
    if (seen === null && addressId === null) return;
    if (addressId === handleRef.current.id) return;
    if (addressId === null || isTemporaryConversationId(addressId)) {
      switchTo(addressId);
      return;
    }
    if (!auth.isAuthenticated) return;
    const id = addressId;
    void (async () => {
      const titles = await queryClient
        .ensureQueryData({ queryKey: conversationKeys.titles, queryFn: fetchConversationTitles })
        .catch(() => []);
      await openSaved(id, titles.find((t) => t.id === id)?.title ?? DEFAULT_TITLE, { updateAddress: false });
    })();
  }, [addressId, auth.isLoading, auth.isAuthenticated, handleRef, switchTo, openSaved, queryClient]);

  // Signing out leaves nothing of the previous user's conversation on screen.
  const wasAuthenticated = useRef(auth.isAuthenticated);
  useEffect(() => {
    if (wasAuthenticated.current && !auth.isAuthenticated) switchTo(null);
    wasAuthenticated.current = auth.isAuthenticated;
  }, [auth.isAuthenticated, switchTo]);

  const { stop, canStop } = deepRun;
  const value = useMemo<ChatState>(
    () => ({
      ...store.state,
      send,
      retry,
      loadConversation,
      newConversation,
      clearMessages,
      conversationRenamed,
      conversationDeleted,
      stop,
      canStop,
    }),
    [
      store.state,
      send,
      retry,
      loadConversation,
      newConversation,
      clearMessages,
      conversationRenamed,
      conversationDeleted,
      stop,
      canStop,
    ],
  );
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}
