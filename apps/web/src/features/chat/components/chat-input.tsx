import { useEffect, useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { ArrowUp, Loader2, Square } from 'lucide-react';
import { MAX_USER_MESSAGE_CHARS } from '@pardus/protocol';
import {
  clearPendingDraft,
  ComposerUploads,
  DocumentsAnnouncer,
  DropOverlay,
  peekPendingDraft,
  SourceSelect,
  SourcesHint,
  useComposerDocuments,
} from '@/features/documents/composer';
import { cn } from '@/lib/utils';
import { useChat } from '../chat-context';
import { preloadConversationView } from './lazy-conversation-view';
import { preloadMarkdownRenderer } from './markdown/load-renderer';
import { ModeToggle } from './mode-toggle';

/** Everything that shows an answer, loaded while the question is still being typed. */
function preloadAnswerView() {
  void preloadConversationView();
  preloadMarkdownRenderer();
}

/** SPEC §9: the text area grows with its content up to this height, then scrolls. */
export const INPUT_MAX_HEIGHT_PX = 200;
/** The character counter appears once this share of the limit is used. */
const COUNTER_THRESHOLD = 0.8;

export interface ChatInputProps {
  /** Defaults to 'Ask anything...' on the empty screen and 'Ask a follow-up...' in a conversation. */
  placeholder?: string;
  autoFocus?: boolean;
  className?: string;
}

/**
 * The question box (SPEC §2, §5): Quick/Deep toggle, Enter sends, Shift+Enter adds a line, grows
 * to 200 px, holds at most 10 000 characters (typing and pasting beyond are ignored), never sends
 * blank text and does not send while an answer is loading. While a Deep run is shown the send
 * button becomes Stop, and Escape stops it too. Signed in, it also chooses what to search (web,
 * my documents, both) and takes files dropped on it as uploads to the user's documents.
 */
export function ChatInput({ placeholder, autoFocus = false, className }: ChatInputProps) {
  const { send, isLoading, messages, canStop, stop, mode, setMode } = useChat();
  // A question begun elsewhere ("Ask about this file") opens here, not sent, for the user to finish.
  const [value, setValue] = useState(peekPendingDraft);
  const documents = useComposerDocuments();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const caretRef = useRef<number | null>(value === '' ? null : value.length);

  // A draft stays pending until the user edits it: the conversation restored around the box can
  // replace the box (the empty screen's for the conversation's), and the new one must show it too.
  // Likewise the focus, which that change drops, is given again once the messages are in.
  const focusDraft = useRef(value !== '');
  useEffect(() => {
    if (!focusDraft.current) return;
    const frame = requestAnimationFrame(() => textareaRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [messages]);

  useLayoutEffect(() => {
    const el = textareaRef.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, INPUT_MAX_HEIGHT_PX)}px`;
    el.style.overflowY = el.scrollHeight > INPUT_MAX_HEIGHT_PX ? 'auto' : 'hidden';
    if (caretRef.current !== null) {
      el.setSelectionRange(caretRef.current, caretRef.current);
      caretRef.current = null;
    }
  }, [value]);

  // Escape stops a Deep run wherever the focus is (not only in the text box).
  useEffect(() => {
    if (!canStop) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') stop();
    };
    window.addEventListener('keydown', onEscape);
    return () => window.removeEventListener('keydown', onEscape);
  }, [canStop, stop]);

  const canSend = value.trim() !== '' && !isLoading;
  const submit = () => {
    if (!canSend) return;
    clearPendingDraft();
    setValue('');
    void send(value, mode, documents.sources);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  // maxLength already stops typing; a paste that would overflow is cut to fit instead of refused.
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const el = event.currentTarget;
    const pasted = event.clipboardData.getData('text');
    const { selectionStart: start, selectionEnd: end } = el;
    const room = MAX_USER_MESSAGE_CHARS - (el.value.length - (end - start));
    if (pasted.length <= room) return;
    event.preventDefault();
    const insert = pasted.slice(0, Math.max(0, room));
    caretRef.current = start + insert.length;
    setValue(el.value.slice(0, start) + insert + el.value.slice(end));
  };

  const showCounter = value.length >= MAX_USER_MESSAGE_CHARS * COUNTER_THRESHOLD;
  return (
    <div
      {...documents.drop.handlers}
      className={cn(
        // The text box draws no outline of its own: the box around it shows a ring while it has focus.
        'relative rounded-2xl border border-border bg-card shadow-sm transition-shadow focus-within:border-ring/60 focus-within:shadow-md has-[textarea:focus]:ring-2 has-[textarea:focus]:ring-ring/60',
        className,
      )}
    >
      {documents.drop.isOver && <DropOverlay />}
      {documents.enabled && <ComposerUploads />}
      <textarea
        ref={textareaRef}
        value={value}
        onChange={(event) => {
          focusDraft.current = false;
          clearPendingDraft();
          setValue(event.target.value.slice(0, MAX_USER_MESSAGE_CHARS));
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onFocus={preloadAnswerView}
        maxLength={MAX_USER_MESSAGE_CHARS}
        rows={1}
        autoFocus={autoFocus}
        aria-label="Message"
        placeholder={placeholder ?? (messages.length > 0 ? 'Ask a follow-up...' : 'Ask anything...')}
        className="block max-h-[200px] min-h-[52px] w-full resize-none bg-transparent px-4 pt-3.5 pb-1 text-[15px] leading-6 outline-none placeholder:text-muted-foreground/80"
      />
      <div className="flex items-center justify-between gap-3 px-2.5 pt-1 pb-2.5">
        <div className="flex min-w-0 flex-wrap items-center gap-1.5">
          <ModeToggle mode={mode} onChange={setMode} />
          {documents.enabled && (
            <SourceSelect
              value={documents.sources}
              onChange={documents.setSources}
              webLabel={documents.webLabel}
            />
          )}
        </div>
        <div className="flex items-center gap-3">
          {showCounter && (
            <span className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
              {value.length.toLocaleString('en-US')}/{MAX_USER_MESSAGE_CHARS.toLocaleString('en-US')}
            </span>
          )}
          {canStop ? (
            <button
              type="button"
              onClick={stop}
              aria-label="Stop"
              title="Stop (Esc)"
              className="inline-flex size-9 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground shadow-sm transition-all hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none"
            >
              <Square className="size-3.5 fill-current" />
            </button>
          ) : (
            <button
              type="button"
              onClick={submit}
              disabled={!canSend}
              aria-label={isLoading ? 'Answer in progress' : 'Send'}
              className="inline-flex size-9 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground shadow-sm transition-all hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground disabled:shadow-none"
            >
              {isLoading ? <Loader2 className="size-4 animate-spin" /> : <ArrowUp className="size-4" />}
            </button>
          )}
        </div>
      </div>
      {documents.enabled && (
        <>
          <SourcesHint scope={documents.sources} />
          <DocumentsAnnouncer />
        </>
      )}
    </div>
  );
}
