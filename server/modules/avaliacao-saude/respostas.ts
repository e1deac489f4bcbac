import { Type } from 'typebox';
import { EnvelopeOf } from '../../http/envelope';
import { ActionAnswer } from '../propostas/action-answer';
import { DeclaracaoEnfermagem, PropostaDetalheEnfermagem } from '../propostas/detail-schemas';

/**
 * Response schemas of the health-assessment reads: Fastify serialises with the compiled
 * stringifier and, as important for health data, sends only the fields named here.
 */
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const DeclaracaoResposta = EnvelopeOf(
  Type.Object({
    id: Type.Integer(),
    titulo: Type.String(),
    possuiCpt: Type.Boolean(),
    perguntas: Type.Array(
      Type.Object({
        id: Type.Integer(),
        etapaId: Type.Integer(),
        ordem: Type.Integer(),
        texto: Type.String(),
        /** A 'Sim' here declares something, which brings the CPT acceptance. */
        dadoSaude: Type.Boolean(),
      }),
    ),
  }),
);

/** The PecFast questionnaire is configurable JSON: its model and answers pass through whole. */
export const AvaliacaoPecFastResposta = EnvelopeOf(
  Type.Object({
    modeloJson: Type.Unknown(),
    avaliacao: Nullable(Type.Object({ respostasJson: Type.Unknown() })),
  }),
);

export const AvaliacoesResposta = EnvelopeOf(
  Type.Object({
    total: Type.Integer(),
    itens: Type.Array(
      Type.Object({
        id: Type.Integer(),
        numeroContrato: Type.Integer(),
        nome: Type.String(),
        situacaoPropostaAdesaoId: Nullable(Type.Integer()),
        enfermeiro: Nullable(Type.String()),
        data: Type.String(),
        resultado: Type.String(),
      }),
    ),
  }),
);

export const AcessosResposta = EnvelopeOf(
  Type.Object({
    total: Type.Integer(),
    itens: Type.Array(
      Type.Object({
        id: Type.Integer(),
        usuario: Nullable(Type.String()),
        propostaAdesaoId: Nullable(Type.Integer()),
        numeroContrato: Nullable(Type.Integer()),
        nome: Nullable(Type.String()),
        acao: Type.String(),
        dataAcesso: Type.String(),
      }),
    ),
  }),
);

/**
 * The nurse's registration of the declaration: its message (the screen's notice), the
 * proposal's new state and the declaration as the nurse's view reads it (decisions/0157).
 */
export const DeclaracaoRegistradaResposta = EnvelopeOf(
  Type.Object({
    message: Type.String(),
    proposta: Type.Object({
      ...ActionAnswer.properties,
      possuiRespostaDeclaracaoSaude: Type.Boolean(),
    }),
    declaracaoSaude: DeclaracaoEnfermagem,
  }),
);

/**
 * The nurse's PecFast registration: its message, the proposal's new state and the assessment as
 * the nurse's view reads it (null for a reader without the health roles; decisions/0158).
 */
export const PecFastRegistradoResposta = EnvelopeOf(
  Type.Object({
    message: Type.String(),
    proposta: Type.Object({ ...ActionAnswer.properties, respondeuPecFast: Type.Boolean() }),
    pecFast: PropostaDetalheEnfermagem.properties.pecFast,
  }),
);
