import { ETAPA_DECLARACAO } from './nursing';

/**
 * The questionnaires of the nursing assessment, shared by the nurse's screen (which renders
 * them) and the server (which checks the answers against them).
 *
 * The health declaration the nurse fills in for the applicant: its id travels as
 * declaracaoSaudeId and each answer copies its question (perguntaRegistrada), so a later edit
 * of the questionnaire never rewrites what was answered.
 */
export const DECLARACAO_SAUDE_PADRAO = {
  id: 1,
  titulo: 'Declaração de saúde',
  perguntas: [
    {
      etapaId: ETAPA_DECLARACAO.OrientacaoMedica,
      texto:
        'Recebeu e compreendeu a orientação médica sobre o preenchimento da declaração de saúde?',
    },
    {
      etapaId: ETAPA_DECLARACAO.DeclaracaoSaude,
      texto: 'Possui diagnóstico de hipertensão arterial?',
    },
    {
      etapaId: ETAPA_DECLARACAO.DeclaracaoSaude,
      texto: 'Realizou alguma cirurgia nos últimos cinco anos?',
    },
    { etapaId: ETAPA_DECLARACAO.DeclaracaoSaude, texto: 'Faz uso contínuo de algum medicamento?' },
    {
      etapaId: ETAPA_DECLARACAO.InformacoesAdicionais,
      texto: 'Deseja acrescentar alguma informação sobre sua saúde?',
    },
    {
      etapaId: ETAPA_DECLARACAO.AceiteCPT,
      texto:
        'Declara estar ciente da Cobertura Parcial Temporária (CPT) para doenças preexistentes?',
    },
  ],
} as const;

/** Detail of a 'yes' answer, and of the PecFast free texts. */
export const DETALHAMENTO_MAX = 1000;

/** One question of the PecFast questionnaire: a yes/no, a choice among options, or a text. */
export interface PecFastPergunta {
  id: string;
  texto: string;
  tipo: 'simNao' | 'opcoes' | 'texto';
  opcoes?: readonly string[];
  obrigatoria: boolean;
}

/**
 * The PecFast assessment model (pecFast.modeloJson): the nurse's own questionnaire during the
 * video call. Kept as data so the health manager can later edit it without a code change; the
 * answers are stored as `{ [perguntaId]: value }` (avaliacao.respostasJson).
 */
export const PECFAST_MODELO: readonly PecFastPergunta[] = [
  {
    id: 'identidadeConfirmada',
    texto: 'A identidade do beneficiário foi confirmada pelo documento com foto?',
    tipo: 'simNao',
    obrigatoria: true,
  },
  {
    id: 'estadoGeral',
    texto: 'Estado geral de saúde relatado',
    tipo: 'opcoes',
    opcoes: ['Bom', 'Regular', 'Ruim'],
    obrigatoria: true,
  },
  {
    id: 'doencaPreexistente',
    texto: 'Há indício de doença ou lesão preexistente?',
    tipo: 'simNao',
    obrigatoria: true,
  },
  { id: 'observacoes', texto: 'Observações da enfermagem', tipo: 'texto', obrigatoria: false },
];

export type PecFastRespostas = Record<string, string | boolean>;

/** The first message of what is missing or wrong in a PecFast answer set, or null when valid. */
export function validarPecFast(
  respostas: PecFastRespostas,
  modelo: readonly PecFastPergunta[] = PECFAST_MODELO,
): string | null {
  for (const pergunta of modelo) {
    const valor = respostas[pergunta.id];
    const vazio = valor === undefined || valor === null || valor === '';
    if (vazio) {
      if (pergunta.obrigatoria) return `Responda: ${pergunta.texto}`;
      continue;
    }
    if (pergunta.tipo === 'simNao' && typeof valor !== 'boolean') {
      return `Resposta inválida: ${pergunta.texto}`;
    }
    if (pergunta.tipo === 'opcoes' && !pergunta.opcoes?.includes(String(valor))) {
      return `Resposta inválida: ${pergunta.texto}`;
    }
    if (pergunta.tipo === 'texto' && String(valor).length > DETALHAMENTO_MAX) {
      return `A resposta deve ter no máximo ${DETALHAMENTO_MAX} caracteres.`;
    }
  }
  const desconhecida = Object.keys(respostas).find((id) => !modelo.some((p) => p.id === id));
  return desconhecida ? 'Resposta a uma pergunta desconhecida.' : null;
}

/** Pendency dialog (spec 1, section 5): the text's maximum depends on the chosen reason. */
export const PENDENCIA_ENFERMAGEM_TOTAL = 508;
export const PENDENCIA_ENFERMAGEM_MIN = 8;

export function pendenciaTextoMax(motivoLabel: string): number {
  return PENDENCIA_ENFERMAGEM_TOTAL - motivoLabel.length;
}

/** The stored pendency text: the reason, then the nurse's text. */
export function pendenciaEnfermagemTexto(motivoLabel: string, texto: string): string {
  return `${motivoLabel}: ${texto.trim()}`;
}
