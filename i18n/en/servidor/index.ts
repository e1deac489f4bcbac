import { comum } from './comum';
import { propostas } from './propostas';

export const servidor = {
  comum,
  propostas,
};
