import { Type } from 'typebox';

const Pessoa = {
  nome: Type.String(),
  cpf: Type.String(),
  dataNascimento: Type.String(),
  valorMensal: Type.Number(),
};

export const PropostaAdesaoProponente = Type.Object({
  numeroContrato: Type.Integer(),
  identificadorUsuario: Type.String(),
  nomeProponente: Type.String(),
  etapa: Type.Union([Type.Literal('termo'), Type.Literal('declaracao'), Type.Literal('concluido')]),
  plano: Type.Object({ nome: Type.String(), acomodacao: Type.String() }),
  titular: Type.Object(Pessoa),
  dependentes: Type.Array(Type.Object({ ...Pessoa, parentesco: Type.String() })),
  valorTotalMensal: Type.Number(),
  termo: Type.Object({ versao: Type.String(), texto: Type.Array(Type.String()) }),
});

export const DeclaracaoProponente = Type.Object({
  id: Type.Integer(),
  titulo: Type.String(),
  cpt: Type.String(),
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
