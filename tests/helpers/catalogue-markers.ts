import { afterEach } from 'vitest';

/**
 * For the `*-do-catalogo` tests: swaps a catalogue text for a marker while a test runs. What the
 * server writes holds the marker only if it reads the catalogue when it writes (its own copy of
 * the words, or a constant taken once at start, keeps the old ones). The files of a worker share
 * the modules, so every swap is undone after its test. Call once per file, at its top level or in
 * a describe.
 */
export function markCatalogueTexts() {
  const undo: (() => void)[] = [];
  afterEach(() => undo.splice(0).forEach((restore) => restore()));
  return function mark<T extends object>(group: T, key: keyof T & string, marker: string) {
    const texts = group as Record<string, unknown>;
    const before = texts[key];
    texts[key] = marker;
    undo.push(() => (texts[key] = before));
  };
}
