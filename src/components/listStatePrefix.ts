/**
 * Lists keep their filter and page in the area's react-admin store, under this prefix
 * (`<List storeKey={`${LIST_STATE_PREFIX}.propostas-entradas`}>` or the filter panel's own key),
 * so they survive navigation (spec 2.7). Navigating from the menu starts them afresh.
 *
 * A module of its own, without react-admin: the start-up's list guess (precargaLista) reads it
 * before react-admin is evaluated (src/earlyStart.ts).
 */
export const LIST_STATE_PREFIX = 'listas';
