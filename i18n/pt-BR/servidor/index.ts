import { comum } from './comum';
import { avaliacaoSaude } from './avaliacaoSaude';
import { pme } from './pme';
import { proponente } from './proponente';
import { propostas } from './propostas';

/**
 * The server's own texts, one group per module of server/modules (`comum` for the texts
 * several modules say). The API answers with them in pt-BR (the server imports this file);
 * the browser recognises them and shows the chosen language's text of the same key
 * (src/providers/i18nProvider.ts). A text the client already has is read from the client's
 * key instead (docs/decisions/0130-text-catalogue.md).
 */
export const servidor = {
  comum,
  avaliacaoSaude,
  pme,
  proponente,
  propostas,
} as const;
