import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { vi } from 'vitest';
import { resetConfiguracao } from '../../src/providers/configuracao';
import { esquecerPrecarga } from '../../src/providers/buscaDePropostas';
import { resetLocale } from '../../src/providers/i18nProvider';
import { registerNavigator } from '../../src/providers/navigation';
import { dismissAll } from '../../src/providers/notifications';
import { stopSession } from '../../src/providers/session';
import { clearSession } from '../../src/providers/tokenStore';
import { limparProponente } from '../../src/pages/mpa/store';

// The component files of a worker share one jsdom page and one module graph (isolate: false in
// vitest.config.ts): importing react-admin and MUI once per worker instead of once per file is
// most of the component suite's time. What an isolated file got for free, a new page and new
// modules, is given back here, so that no file sees what the one before it left.

/**
 * This module is evaluated once per worker (setup files run again for each file, the modules
 * they import do not): these are the page's own functions, before any file replaced them.
 */
const originalUrlFunctions = {
  createObjectURL: URL.createObjectURL,
  revokeObjectURL: URL.revokeObjectURL,
};

/** What a file starts from: a new tab at http://localhost:3000/, signed out, nothing stored. */
export function startAsNewPage() {
  if (typeof window === 'undefined') return; // a file of its own environment (node)
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
  document.title = '';
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of Array.from(element.attributes)) element.removeAttribute(name);
  }
  forgetModuleState();
}

/**
 * What a file may leave behind that outlives it: fake timers, stubs, the URL functions some
 * files replace by assignment, and the module-level state of our providers.
 */
export function leavePage() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  Object.assign(URL, originalUrlFunctions);
  if (typeof window !== 'undefined') forgetModuleState();
}

/**
 * The providers' module-level state, as a fresh import would have it: no session and no
 * session timer, no notices on screen, no router registered for the 401 redirect, no early
 * list call, no cached configuration, no applicant of the public pages, the catalogue in pt-BR.
 */
function forgetModuleState() {
  stopSession();
  clearSession(); // also tells the session module that the storage is empty
  dismissAll();
  registerNavigator(() => undefined)(); // the returned unregister leaves no navigator
  esquecerPrecarga();
  resetConfiguracao();
  limparProponente();
  resetLocale();
}

let emotionCache: EmotionCache | null = null;

/** MUI's style cache (emotion's default one), read once through emotion's own hook. */
function defaultEmotionCache(): EmotionCache {
  if (!emotionCache) {
    const Probe = () => {
      emotionCache = __unsafe_useEmotionCache();
      return null;
    };
    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Probe)));
    act(() => root.unmount());
  }
  return emotionCache!;
}

/**
 * Removes the styles MUI inserted and lets it insert them again when next needed. The style
 * tags only grow otherwise (a shared page keeps every file's), and jsdom's getComputedStyle,
 * which user-event and toBeVisible call on every element and its ancestors, slows down with
 * each rule on the page.
 */
export function dropInsertedStyles() {
  if (typeof document === 'undefined') return;
  const cache = defaultEmotionCache();
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
}
