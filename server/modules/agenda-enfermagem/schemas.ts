import { Type } from 'typebox';
import { AGENDA_MESSAGES } from '../../../src/domain';
import { CidadeId, TipoAtendimento } from '../agendamento/schemas';
import { Id } from '../../http/schemas';

/**
 * TypeBox schemas of the nurses' agenda (ours: the spec shows no call that keeps the hours).
 * Times are checked by the domain's rule (erroDoIntervalo), so the form and the API say the same.
 */
const Hora = Type.String({ maxLength: 8, errorMessage: AGENDA_MESSAGES.horarioInvalido });
const HoraOpcional = Type.Optional(Type.Union([Hora, Type.Null()]));
const TipoAtendimentoOpcional = Type.Optional(Type.Union([TipoAtendimento, Type.Null()]));

export const NovoHorario = Type.Object({
  diaSemana: Type.Integer({ minimum: 0, maximum: 6, errorMessage: AGENDA_MESSAGES.diaSemana }),
  tipoAtendimento: TipoAtendimento,
  cidadeId: CidadeId,
  horaInicio: Hora,
  horaFim: Hora,
});

export const NovaExcecao = Type.Object({
  tipo: Type.Union([Type.Literal('folga'), Type.Literal('extra')], {
    errorMessage: AGENDA_MESSAGES.tipoExcecao,
  }),
  data: Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    errorMessage: AGENDA_MESSAGES.dataFormato,
  }),
  horaInicio: HoraOpcional,
  horaFim: HoraOpcional,
  tipoAtendimento: TipoAtendimentoOpcional,
  cidadeId: CidadeId,
  // Left out when there is none: a union with null would add the union's own messages.
  motivo: Type.Optional(Type.String({ maxLength: 200, errorMessage: AGENDA_MESSAGES.motivoLongo })),
});

const TextoOuNulo = Type.Union([Type.String(), Type.Null()]);

export const Horario = Type.Object({
  id: Type.Integer(),
  diaSemana: Type.Integer(),
  tipoAtendimento: Type.Integer(),
  cidadeId: Type.Union([Type.Integer(), Type.Null()]),
  cidade: TextoOuNulo,
  horaInicio: Type.String(),
  horaFim: Type.String(),
});

export const Excecao = Type.Object({
  id: Type.Integer(),
  tipo: Type.String(),
  data: Type.String(),
  horaInicio: TextoOuNulo,
  horaFim: TextoOuNulo,
  tipoAtendimento: Type.Union([Type.Integer(), Type.Null()]),
  cidadeId: Type.Union([Type.Integer(), Type.Null()]),
  cidade: TextoOuNulo,
  motivo: TextoOuNulo,
});

export const EnfermeiroResumo = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
  username: Type.String(),
  tipo: Type.String(),
  ativo: Type.Boolean(),
  periodosSemanais: Type.Integer(),
  proximasExcecoes: Type.Integer(),
});

export const Agenda = Type.Object({
  enfermeiro: EnfermeiroResumo,
  duracaoMinutos: Type.Integer(),
  horarios: Type.Array(Horario),
  excecoes: Type.Array(Excecao),
});

/** An appointment of 'Minha agenda': the proposal, the applicant's name, when and how. */
export const AgendamentoDaAgenda = Type.Object({
  id: Type.Integer(),
  propostaAdesaoId: Type.Integer(),
  numeroContrato: Type.Integer(),
  nome: Type.String(),
  inicio: Type.String(),
  fim: Type.String(),
  tipoAtendimento: Type.Integer(),
  cidade: TextoOuNulo,
});

export const MinhaAgenda = Type.Object({
  ...Agenda.properties,
  agendamentos: Type.Array(AgendamentoDaAgenda),
});

export const CidadeAgenda = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
  uf: Type.String(),
  unidade: Type.String(),
});

export const EnfermeiroParams = Type.Object({ id: Id });
export const HorarioParams = Type.Object({ id: Id, horarioId: Id });
export const ExcecaoParams = Type.Object({ id: Id, excecaoId: Id });
