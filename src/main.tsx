import { inicio } from './earlyStart';
import { carregarAreaEntry } from './startup';
import { desenharPreviaAntecipada } from './resources/propostas/previa/previaAntecipada';
const { area, primeiraPagina } = inicio;
void desenharPreviaAntecipada(primeiraPagina).then((largarPrevia) => {
  if (area) carregarAreaEntry().catch(() => undefined);
  return import('./montarApp').then(({ montarApp }) => montarApp(largarPrevia));
});
