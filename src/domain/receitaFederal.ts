import { formatData } from './time';

/**
 * The Receita Federal check (issue 39, item 8): what the applicant declared (name, birth date)
 * against the federal CPF registry, plus the CPF's registration status. The comparison lives here
 * so the server computes it and the tests read the same rules; the texts are the card's and the
 * route's (GET api/adesao/{id}/obterDivergenciasRF).
 */

export type CampoDivergenciaRF = 'nome' | 'dataNascimento' | 'situacaoCadastral';

/** One divergence as stored on the proposal; values are display texts (dates dd/MM/yyyy). */
export interface DivergenciaReceita {
  campo: CampoDivergenciaRF;
  valorDeclarado: string;
  valorReceita: string;
}

export const DIVERGENCIA_RF_DESCRICAO: Record<CampoDivergenciaRF, string> = {
  nome: 'Nome diverge do cadastro da Receita Federal',
  dataNascimento: 'Data de nascimento diverge do cadastro da Receita Federal',
  situacaoCadastral: 'CPF não está em situação regular na Receita Federal',
};

/** The registry's CPF statuses, by the Receita's code; only 'Regular' is not a divergence. */
export const SITUACOES_CADASTRAIS_CPF: Record<string, string> = {
  '0': 'Regular',
  '2': 'Suspensa',
  '3': 'Titular falecido',
  '4': 'Pendente de regularização',
  '5': 'Cancelada por multiplicidade',
  '8': 'Nula',
  '9': 'Cancelada de ofício',
};
export const SITUACAO_CPF_REGULAR = 'Regular';
/** Shown as the registry's status when the CPF is not in the registry at all. */
export const CPF_NAO_ENCONTRADO_RF = 'CPF não encontrado';

/**
 * Where the proposal's check stands (column rf_consulta_estado); null: never asked (a draft).
 * - pendente: queued, or the service did not answer yet (retried by the outbox);
 * - concluida: answered, divergences stored (maybe none);
 * - falhou: the outbox gave up (dead letter) — 'Consultar novamente' queues it again;
 * - nao_configurada: this installation has no Receita Federal service (RECEITA_URL).
 */
export const ESTADOS_CONSULTA_RF = ['pendente', 'concluida', 'falhou', 'nao_configurada'] as const;
export type EstadoConsultaRF = (typeof ESTADOS_CONSULTA_RF)[number];

/** What the registry answered about one CPF, already in our terms. */
export interface CadastroReceita {
  /** False: the CPF is not in the registry (nome/dataNascimento then null). */
  encontrado: boolean;
  nome: string | null;
  /** yyyy-MM-dd */
  dataNascimento: string | null;
  /** A label of SITUACOES_CADASTRAIS_CPF (or the registry's own text for an unknown code). */
  situacao: string;
}

/**
 * Names compare as the registry writes them: upper case, without accents, single spaces. So
 * 'Conceição  Araújo' and 'CONCEICAO ARAUJO' are the same person; 'Conceicao Souza' is not.
 */
export function normalizarNomeRF(nome: string): string {
  return nome
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The divergences between the declared data and the registry's answer, in a fixed order. */
export function compararComReceita(
  declarado: { nome: string; dataNascimento: string },
  cadastro: CadastroReceita,
): DivergenciaReceita[] {
  if (!cadastro.encontrado) {
    return [
      { campo: 'situacaoCadastral', valorDeclarado: '', valorReceita: CPF_NAO_ENCONTRADO_RF },
    ];
  }
  const divergencias: DivergenciaReceita[] = [];
  if (
    cadastro.nome != null &&
    normalizarNomeRF(cadastro.nome) !== normalizarNomeRF(declarado.nome)
  ) {
    divergencias.push({
      campo: 'nome',
      valorDeclarado: declarado.nome,
      valorReceita: cadastro.nome,
    });
  }
  if (cadastro.dataNascimento != null && cadastro.dataNascimento !== declarado.dataNascimento) {
    divergencias.push({
      campo: 'dataNascimento',
      valorDeclarado: formatData(declarado.dataNascimento),
      valorReceita: formatData(cadastro.dataNascimento),
    });
  }
  if (cadastro.situacao !== SITUACAO_CPF_REGULAR) {
    divergencias.push({
      campo: 'situacaoCadastral',
      valorDeclarado: '',
      valorReceita: cadastro.situacao,
    });
  }
  return divergencias;
}

/** The label of a registry status code; an unknown code keeps the registry's own text. */
export function situacaoCadastralLabel(codigo: string, descricao?: string | null): string {
  return SITUACOES_CADASTRAIS_CPF[codigo] ?? descricao?.trim() ?? `Situação ${codigo}`;
}

export const CONSULTA_RF_SOLICITADA =
  'Consulta à Receita Federal solicitada. O resultado aparece nesta tela assim que o serviço responder.';
export const CONSULTA_RF_JA_PENDENTE = 'A consulta à Receita Federal já está em andamento.';
export const CONSULTA_RF_RASCUNHO =
  'A consulta à Receita Federal é feita quando a proposta é enviada.';

/** A stored divergence with its description, as the route and the card show it. */
export function descreverDivergenciaRF(divergencia: { campo: string }): string {
  return DIVERGENCIA_RF_DESCRICAO[divergencia.campo as CampoDivergenciaRF] ?? divergencia.campo;
}
