import type { PropostaListItem } from './types';

/** A row of a proposal list as the buscar call returns it (after comId). */
export function row(overrides: Partial<PropostaListItem>): PropostaListItem {
  return {
    id: 1,
    propostaAdesaoId: 1,
    versao: 1,
    numeroContrato: 100001,
    tipo: 0,
    tipoNome: 'Comum',
    dataCriacao: '2026-03-02T13:00:00.000Z',
    nome: 'Maria Aparecida Souza',
    nomeSocial: null,
    unidadeNome: 'Campinas',
    unidade: { codigoUnidade: 10, uf: 'SP', nomeUnidade: 'Campinas' },
    corretorNome: 'Dr. Eduardo Braga',
    situacaoPropostaAdesaoId: 1,
    possuiPendencia: false,
    marcada: false,
    propostaTitularId: null,
    repasseDaConcessionariaLogada: false,
    ...overrides,
  };
}
