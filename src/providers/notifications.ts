import { MAX_NOTIFICATIONS } from '../domain';

/**
 * One notification queue for the whole SPA. Each role area is its own react-admin <Admin>, each
 * with its own notification context, and the pages outside them (login, root, /usuario) have
 * none: a notice raised just before a navigation to /login would die with the area that raised
 * it. So every notice (react-admin's, through NotificationBridge, and ours) lands here, and one
 * <NotificationStack> at the root shows up to MAX_NOTIFICATIONS of them at once, top centre.
 */
export type NoticeType = 'success' | 'info' | 'warning' | 'error';

export interface Notice {
  id: number;
  message: string;
  type: NoticeType;
  /** Milliseconds before it closes by itself; null keeps it until closed. */
  autoHideDuration: number | null;
  /** react-admin's undoable mutations: the stack shows an undo button. */
  undoable?: { label: string; onUndo: () => void; onCommit: () => void };
}

export interface NoticeInput {
  message: string;
  type?: NoticeType;
  autoHideDuration?: number | null;
  undoable?: Notice['undoable'];
}

export const DEFAULT_AUTO_HIDE_MS = 5000;
const FLASH_KEY = 'adesao.flash';

type Listener = () => void;

let nextId = 1;
let visible: readonly Notice[] = [];
let waiting: Notice[] = [];
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

function promote() {
  if (visible.length >= MAX_NOTIFICATIONS || waiting.length === 0) return;
  const room = MAX_NOTIFICATIONS - visible.length;
  visible = [...visible, ...waiting.slice(0, room)];
  waiting = waiting.slice(room);
}

/**
 * Shows a notice. The same text of the same type already on screen or waiting is not stacked
 * twice: several queries failing with one 'Acesso não autorizado!' make one notice, not five.
 */
export function notify(input: NoticeInput | string, type?: NoticeType): number | null {
  const notice: Notice = {
    id: nextId++,
    message: typeof input === 'string' ? input : input.message,
    type: (typeof input === 'string' ? type : (input.type ?? type)) ?? 'info',
    autoHideDuration:
      typeof input === 'string' || input.autoHideDuration === undefined
        ? DEFAULT_AUTO_HIDE_MS
        : input.autoHideDuration,
    undoable: typeof input === 'string' ? undefined : input.undoable,
  };
  if (!notice.message) return null;
  const duplicate = [...visible, ...waiting].some(
    (n) => n.message === notice.message && n.type === notice.type && !n.undoable,
  );
  if (duplicate && !notice.undoable) return null;
  waiting.push(notice);
  promote();
  emit();
  return notice.id;
}

export function dismiss(id: number) {
  const before = visible.length + waiting.length;
  visible = visible.filter((n) => n.id !== id);
  waiting = waiting.filter((n) => n.id !== id);
  if (visible.length + waiting.length === before) return;
  promote();
  emit();
}

export function dismissAll() {
  visible = [];
  waiting = [];
  emit();
}

export function getVisibleNotices(): readonly Notice[] {
  return visible;
}

export function subscribeNotices(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Keeps notices across a full page reload (the refused login reloads the page, and the user
 * must still read why): they ride in the history entry's state, which a reload keeps, and are
 * shown again by restoreFlash. Not in sessionStorage: its first read in a page costs a
 * synchronous round trip to the browser process (about 5 ms of the main thread on every cold
 * load, measured in a CPU profile), for a notice that almost never exists.
 */
export const pageReloader = {
  /** Replaced in tests: jsdom cannot reload a page. */
  reload: () => window.location.reload(),
};

type FlashState = Record<string, unknown> & { [FLASH_KEY]?: NoticeInput[] };

export function reloadWithNotices(notices: NoticeInput[]) {
  const state = (window.history.state ?? {}) as FlashState;
  // Text only: the state is cloned by the browser, and an undo callback cannot survive a reload.
  const kept = notices.map(({ message, type, autoHideDuration }) => ({
    message,
    type,
    autoHideDuration,
  }));
  window.history.replaceState({ ...state, [FLASH_KEY]: kept }, '');
  pageReloader.reload();
}

export function restoreFlash() {
  const state = window.history.state as FlashState | null;
  const notices = state?.[FLASH_KEY];
  if (notices === undefined) return;
  // Shown once: a later reload of the same page must not repeat them. The router's own keys
  // in the state stay.
  const { [FLASH_KEY]: _shown, ...rest } = state!;
  window.history.replaceState(rest, '');
  if (Array.isArray(notices)) notices.forEach((n) => notify(n));
}
