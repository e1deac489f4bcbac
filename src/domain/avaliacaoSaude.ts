import { ETAPA_DECLARACAO } from './nursing';

/**
 * The questionnaires of the nursing assessment, shared by the nurse's screen (which renders
 * them) and the server (which checks the answers against them).
 *
 * The demo health declaration (the seed's first, id 1), which the nurse and the applicant
 * fill in: its id travels as
 * declaracaoSaudeId and each answer copies its question (perguntaRegistrada), so a later edit
 * of the questionnaire never rewrites what was answered.
 *
 * dadoSaude (LGPD art. 11): whether the answer is health data, read only by the health roles
 * (dadosSaude.ts). The medical-guidance question is administrative; every question about the
 * applicant's body, medicines or treatments is health data, and so is the CPT acceptance, whose
 * mere answer tells that a pre-existing condition was declared.
 */
export const DECLARACAO_SAUDE_PADRAO = {
  id: 1,
  titulo: 'Declaração de Saúde',
  cpt: 'Cobertura Parcial Temporária (CPT) é a suspensão, por até 24 meses a partir da contratação, da cobertura de cirurgias, leitos de alta tecnologia e procedimentos de alta complexidade ligados às doenças e lesões preexistentes que você declarou.',
  perguntas: [
    {
      etapaId: ETAPA_DECLARACAO.OrientacaoMedica,
      texto:
        'Você sabe que pode preencher esta declaração com a orientação de um médico indicado pela operadora, sem custo?',
      pedeDetalhamento: false,
      dadoSaude: false,
    },
    {
      etapaId: ETAPA_DECLARACAO.DeclaracaoSaude,
      texto:
        'Você tem ou já teve doença do coração, como infarto, angina ou insuficiência cardíaca?',
      pedeDetalhamento: true,
      dadoSaude: true,
    },
    {
      etapaId: ETAPA_DECLARACAO.DeclaracaoSaude,
      texto: 'Você tem pressão alta (hipertensão) ou diabetes?',
      pedeDetalhamento: true,
      dadoSaude: true,
    },
    {
      etapaId: ETAPA_DECLARACAO.DeclaracaoSaude,
      texto: 'Você tem ou já teve câncer ou algum tumor?',
      pedeDetalhamento: true,
      dadoSaude: true,
    },
    {
      etapaId: ETAPA_DECLARACAO.DeclaracaoSaude,
      texto: 'Você fez alguma cirurgia nos últimos 5 anos ou tem cirurgia indicada?',
      pedeDetalhamento: true,
      dadoSaude: true,
    },
    {
      etapaId: ETAPA_DECLARACAO.InformacoesAdicionais,
      texto: 'Você usa algum remédio todos os dias?',
      pedeDetalhamento: true,
      dadoSaude: true,
    },
    {
      etapaId: ETAPA_DECLARACAO.AceiteCPT,
      texto:
        'Você aceita a cobertura parcial temporária (CPT) para as doenças e lesões que declarou?',
      pedeDetalhamento: false,
      dadoSaude: true,
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
  opcoes?: string[];
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

export const PECFAST_LIMITES = {
  perguntas: 40,
  texto: 300,
  opcoes: 10,
  opcao: 80,
} as const;

/**
 * The first problem of a PecFast model the health manager wrote, or null when it may be saved:
 * at least one question, each with a text, a known type, options (two or more, distinct) only
 * for a choice, and ids unique and URL-safe (answers are stored under them).
 */
export function validarModeloPecFast(perguntas: readonly PecFastPergunta[]): string | null {
  if (perguntas.length === 0) return 'O questionário precisa de ao menos uma pergunta.';
  if (perguntas.length > PECFAST_LIMITES.perguntas) {
    return `O questionário pode ter no máximo ${PECFAST_LIMITES.perguntas} perguntas.`;
  }
  const ids = new Set<string>();
  for (const [indice, pergunta] of perguntas.entries()) {
    const n = indice + 1;
    if (!/^[a-zA-Z][a-zA-Z0-9_-]{0,59}$/.test(pergunta.id)) {
      return `Pergunta ${n}: identificador inválido.`;
    }
    if (ids.has(pergunta.id)) return `Pergunta ${n}: identificador repetido.`;
    ids.add(pergunta.id);
    const texto = pergunta.texto.trim();
    if (!texto) return `Pergunta ${n}: informe o texto.`;
    if (texto.length > PECFAST_LIMITES.texto) {
      return `Pergunta ${n}: o texto deve ter no máximo ${PECFAST_LIMITES.texto} caracteres.`;
    }
    if (pergunta.tipo !== 'opcoes') continue;
    const opcoes = (pergunta.opcoes ?? []).map((o) => o.trim());
    if (opcoes.length < 2) return `Pergunta ${n}: informe ao menos duas opções.`;
    if (opcoes.length > PECFAST_LIMITES.opcoes) {
      return `Pergunta ${n}: no máximo ${PECFAST_LIMITES.opcoes} opções.`;
    }
    if (opcoes.some((o) => !o || o.length > PECFAST_LIMITES.opcao)) {
      return `Pergunta ${n}: cada opção deve ter de 1 a ${PECFAST_LIMITES.opcao} caracteres.`;
    }
    if (new Set(opcoes).size !== opcoes.length) return `Pergunta ${n}: há opções repetidas.`;
  }
  return null;
}

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
