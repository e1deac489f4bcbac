import { aditivoContrato } from './aditivo-contrato/definition';
import { campanha } from './campanhas/definition';
import { cidadeAtendimento } from './cidades-atendimento/definition';
import { concessionaria } from './concessionaria/definition';
import { corretor } from './corretor/definition';
import { declaracaoSaude, perguntaDeclaracaoSaude } from './declaracoes-saude/definition';
import type { ResourceDefinition } from './definition';
import { feriado } from './feriados/definition';
import { pdfTabelaVenda } from './pdf-tabela-venda/definition';
import { planoSaude } from './plano-saude/definition';
import { tabelaPreco } from './tabela-preco/definition';
import {
  enfermeiro,
  enfermeiroExterno,
  gestor,
  operadorCallcenter,
  usuarioDac,
} from './usuarios/definitions';

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
