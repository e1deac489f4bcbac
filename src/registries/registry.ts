import { aditivoContrato } from './aditivoContrato';
import { campanha } from './campanha';
import { cidadeAtendimento } from './cidadeAtendimento';
import { concessionaria } from './concessionaria';
import { corretor } from './corretor';
import { declaracaoSaude, perguntaDeclaracaoSaude } from './declaracaoSaude';
import type { ResourceDefinition } from './definition';
import { feriado } from './feriado';
import { pdfTabelaVenda } from './pdfTabelaVenda';
import { planoSaude } from './planoSaude';
import { tabelaPreco } from './tabelaPreco';
import { enfermeiro, enfermeiroExterno, gestor, operadorCallcenter, usuarioDac } from './usuarios';

/**
 * Every declared resource. The client's routes, menus and data provider and the server's CRUD
 * routes are built from this list: adding an entity is adding its definition here.
 */
export const RESOURCES: readonly ResourceDefinition[] = [
  concessionaria,
  corretor,
  gestor,
  usuarioDac,
  enfermeiro,
  enfermeiroExterno,
  operadorCallcenter,
  campanha,
  declaracaoSaude,
  perguntaDeclaracaoSaude,
  planoSaude,
  aditivoContrato,
  pdfTabelaVenda,
  tabelaPreco,
  feriado,
  cidadeAtendimento,
];

export function findResource(
  name: string,
  resources: readonly ResourceDefinition[] = RESOURCES,
): ResourceDefinition | undefined {
  return resources.find((resource) => resource.name === name);
}
