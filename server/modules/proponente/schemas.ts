import { Type } from 'typebox';

const Pessoa = {
  nome: Type.String(),
  cpf: Type.String(),
  dataNascimento: Type.String(),
  /** The ANS age band on the term's day ('59 anos ou mais'). */
  faixaEtaria: Type.String(),
  /** Reais a month; null when no price table is valid on the term's day. */
  valorMensal: Type.Union([Type.Number(), Type.Null()]),
};

export const PropostaAdesaoProponente = Type.Object({
  numeroContrato: Type.Integer(),
  identificadorUsuario: Type.String(),
  nomeProponente: Type.String(),
  etapa: Type.Union([
    Type.Literal('termo'),
    Type.Literal('declaracao'),
    Type.Literal('atendimento'),
    Type.Literal('concluido'),
  ]),
  plano: Type.Union([
    Type.Object({
      nome: Type.String(),
      acomodacao: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
  titular: Type.Object(Pessoa),
  dependentes: Type.Array(Type.Object({ ...Pessoa, parentesco: Type.String() })),
  valorTotalMensal: Type.Union([Type.Number(), Type.Null()]),
  /** The day the prices are of (yyyy-MM-dd) and, when none is valid, what the page says. */
  preco: Type.Object({ dia: Type.String(), aviso: Type.Union([Type.String(), Type.Null()]) }),
  termo: Type.Object({ versao: Type.String(), texto: Type.Array(Type.String()) }),
});

/** The attendance-queue link's page (atendimento.ts). */
export const AtendimentoProponente = Type.Object({
  naFila: Type.Boolean(),
  agendamento: Type.Union([
    Type.Object({ inicio: Type.String(), fim: Type.String() }),
    Type.Null(),
  ]),
  sala: Type.Union([Type.String(), Type.Null()]),
});

export const DeclaracaoProponente = Type.Object({
  id: Type.Integer(),
  titulo: Type.String(),
  cpt: Type.String(),
  /** The declaration carries the CPT acceptance (asked only when something is declared). */
  possuiCpt: Type.Boolean(),
  aberta: Type.Boolean(),
  nomeBeneficiario: Type.String(),
  nomeSocialBeneficiario: Type.Union([Type.String(), Type.Null()]),
  perguntas: Type.Array(
    Type.Object({
      id: Type.Integer(),
      etapaId: Type.Integer(),
      ordem: Type.Integer(),
      texto: Type.String(),
      pedeDetalhamento: Type.Boolean(),
      /** A 'Sim' to a health question is a declaration (the CPT acceptance follows it). */
      dadoSaude: Type.Boolean(),
      resposta: Type.Union([
        Type.Object({
          seAplica: Type.Boolean(),
          detalhamento: Type.Union([Type.String(), Type.Null()]),
        }),
        Type.Null(),
      ]),
    }),
  ),
});
