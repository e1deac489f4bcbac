// First: starts the opening screen's requests before anything else is evaluated.
import { inicio } from './earlyStart';
import { carregarAreaEntry } from './startup';
import { desenharPreviaAntecipada } from './resources/propostas/previa/previaAntecipada';

// On a proposal list's address its first page is drawn as soon as it arrives, and only then are
// the app and the area's code evaluated, which hold the main thread for a few hundred ms
// (docs/decisions/0184-early-preview.md). Their files are already downloading (modulepreload).
// A promise chain, not a top-level await: with one, the bundler splits this script in ten files.
const { area, primeiraPagina } = inicio;
const previa = desenharPreviaAntecipada(primeiraPagina);
void previa.pronta.then(() => {
  // The area's code beside the app's, so the app's first render can draw the area at once. A
  // failed download shows up where the app renders the area (AppErrorBoundary), not here.
  if (area) carregarAreaEntry().catch(() => undefined);
  return import('./montarApp').then(({ montarApp }) => montarApp(previa.largar));
});
