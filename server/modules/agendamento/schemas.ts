import { Type } from 'typebox';
import { DEFAULT_APPOINTMENT_SETOR, HORARIO_PATTERN, TIPO_ATENDIMENTO } from '../../../src/domain';
import { Id } from '../../http/schemas';
import { servidor } from '../../../i18n/pt-BR/servidor';

/** TypeBox schemas of the appointment calls: validation with pt-BR messages and OpenAPI. */
export const Setor = Type.Integer({
  minimum: 1,
  maximum: 3,
  default: DEFAULT_APPOINTMENT_SETOR,
  errorMessage: servidor.agendamento.setorInvalido,
});
export const TipoAtendimento = Type.Union(
  [Type.Literal(TIPO_ATENDIMENTO.ONLINE), Type.Literal(TIPO_ATENDIMENTO.PRESENCIAL)],
  { errorMessage: servidor.agendamento.tipoAtendimentoInvalido },
);
export const DataAgendamento = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}',
  errorMessage: servidor.agendamento.dataAgendamentoFormato,
});
export const Horario = Type.String({
  pattern: HORARIO_PATTERN,
  errorMessage: servidor.agendamento.horarioInvalido,
});
export const CidadeId = Type.Optional(Type.Union([Id, Type.Null()]));

export const Consulta = {
  setor: Type.Optional(Setor),
  propostaAdesaoId: Id,
  dataAgendamento: DataAgendamento,
  tipoAtendimento: TipoAtendimento,
  cidadeId: CidadeId,
};
export const Pedido = Type.Object({
  ...Consulta,
  horario: Horario,
  profissionalId: Type.Optional(Type.Union([Id, Type.Null()])),
});

export const HorarioLivre = Type.Object({
  horario: Type.String(),
  inicio: Type.String(),
  fim: Type.String(),
  profissionalId: Type.Integer(),
  profissional: Type.String(),
});
export const Agendamento = Type.Object({
  id: Type.Integer(),
  propostaAdesaoId: Type.Integer(),
  data: Type.String(),
  horario: Type.String(),
  inicio: Type.String(),
  fim: Type.String(),
  profissionalId: Type.Integer(),
  profissional: Type.String(),
  tipoAtendimento: Type.Integer(),
  cidadeId: Type.Union([Type.Integer(), Type.Null()]),
  cidade: Type.Union([Type.String(), Type.Null()]),
  agendadoPor: Type.String(),
  dataCriacao: Type.String(),
});
export const Beneficiario = Type.Object({
  propostaAdesaoId: Type.Integer(),
  nome: Type.String(),
  nomeSocial: Type.Union([Type.String(), Type.Null()]),
  cpf: Type.String(),
  dataNascimento: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  telefone: Type.Union([Type.String(), Type.Null()]),
  numeroContrato: Type.Integer(),
  codigoUnidade: Type.Integer(),
  situacaoPropostaAdesaoId: Type.Union([Type.Integer(), Type.Null()]),
  agendavel: Type.Boolean(),
  marcada: Type.Boolean(),
});
export const Cidade = Type.Object({ id: Type.Integer(), nome: Type.String(), uf: Type.String() });
