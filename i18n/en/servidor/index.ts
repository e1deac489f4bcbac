import { comum } from './comum';
import { avaliacaoSaude } from './avaliacaoSaude';
import { pme } from './pme';
import { proponente } from './proponente';
import { propostas } from './propostas';

export const servidor = {
  comum,
  avaliacaoSaude,
  pme,
  proponente,
  propostas,
};
