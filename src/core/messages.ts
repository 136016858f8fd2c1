import { atom, type WritableAtom } from 'nanostores';
import { shared } from './shared';

/** Kind of a toast message. */
export type MessageType = 'error' | 'success' | 'info' | 'warning';

/** One toast message; the page's single toast outlet renders `$messages`. */
export interface Message {
  id: number;
  type: MessageType;
  text: string;
}

/** An identical text shown again within this window is not added twice. */
export const MESSAGE_DEDUPE_MS = 3_000;
/** How long a message stays (errors stay longer). */
export const MESSAGE_DURATION_MS = 4_000;
export const ERROR_MESSAGE_DURATION_MS = 6_000;

interface MessageState {
  nextId: number;
  lastShown: Map<string, number>;
}

/** The messages currently shown, oldest first. */
export const $messages: WritableAtom<Message[]> = shared('messages', () => atom<Message[]>([]));
/** Looked up on each use (not captured) so that a cleared registry in tests starts afresh. */
const messageState = () => shared<MessageState>('messages.state', () => ({ nextId: 1, lastShown: new Map() }));

/**
 * Shows a toast. Returns the message id, or the id of the identical message shown in the last 3 s
 * (several widgets hitting the same failure show one message). Dismissed after 4 s (errors 6 s).
 */
export function showMessage(type: MessageType, text: string): number {
  const state = messageState();
  const now = Date.now();
  const dedupeKey = `${type}\n${text}`;
  const last = state.lastShown.get(dedupeKey);
  if (last !== undefined && now - last < MESSAGE_DEDUPE_MS) {
    const existing = $messages.get().find((m) => m.type === type && m.text === text);
    if (existing) return existing.id;
    // Already dismissed by the user within the window: still do not show it again.
    return -1;
  }
  state.lastShown.set(dedupeKey, now);
  const id = state.nextId++;
  const message: Message = { id, type, text };
  $messages.set([...$messages.get(), message]);
  // Removes this very message (not just any message with its id) when its time is up.
  setTimeout(
    () => {
      const list = $messages.get();
      if (list.includes(message)) $messages.set(list.filter((m) => m !== message));
    },
    type === 'error' ? ERROR_MESSAGE_DURATION_MS : MESSAGE_DURATION_MS,
  );
  return id;
}

/** Removes a message (close button or time-out). Unknown ids are ignored. */
export function dismissMessage(id: number): void {
  const list = $messages.get();
  if (list.some((m) => m.id === id)) $messages.set(list.filter((m) => m.id !== id));
}
