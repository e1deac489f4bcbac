import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { DEFAULT_APPOINTMENT_SETOR, isAgendavel } from '../../../src/domain';
import { agendamentoCidades, propostaAdesaoContatos, unidades } from '../../db/schema';
import { EnvelopeOf, ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { requirePermission, requireUser } from '../auth/current-user';
import { loadVisible } from '../propostas/detail-service';
import { ErrorResponses, Id } from '../../http/schemas';
import { diaValido, hojeEmBrasilia } from './dias';
import { horariosLivres } from './horarios';
import { Agendamento, Beneficiario, Cidade, Consulta, HorarioLivre, Pedido } from './schemas';
import { agendar, assertConsultaValida, cancelar, consultar } from './service';
import { servidor } from '../../../i18n/pt-BR/servidor';

const TAGS = ['Agendamento'];

function toConsulta(body: {
  setor?: number;
  propostaAdesaoId: number;
  dataAgendamento: string;
  tipoAtendimento: number;
  cidadeId?: number | null;
}) {
  const consulta = {
    setor: body.setor ?? DEFAULT_APPOINTMENT_SETOR,
    data: diaValido(body.dataAgendamento),
    tipoAtendimento: body.tipoAtendimento,
    cidadeId: body.cidadeId ?? null,
  };
  assertConsultaValida(consulta, hojeEmBrasilia());
  return consulta;
}

/**
 * Scheduling of the nursing evaluation (spec 1, section 7 'Appointments'). Reading an appointment
 * is for everyone who may open the proposal; everything else for the roles that may book it.
 */
const agendamentoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const agendar_ = requirePermission('proposta', 'agendar-avaliacao');

  app.get(
    '/api/agendamento/obterBeneficiario/:id',
    {
      preHandler: agendar_,
      schema: {
        tags: TAGS,
        summary: 'O beneficiário a agendar (dados da proposta)',
        params: Type.Object({ id: Id }),
        response: { 200: EnvelopeOf(Beneficiario), ...ErrorResponses },
      },
    },
    async (request) => {
      const row = await loadVisible(app.db, requireUser(request), request.params.id);
      const [contato] = await app.db
        .select({ telefone: propostaAdesaoContatos.telefone })
        .from(propostaAdesaoContatos)
        .where(eq(propostaAdesaoContatos.propostaAdesaoId, row.id))
        .orderBy(asc(propostaAdesaoContatos.ordem), asc(propostaAdesaoContatos.id))
        .limit(1);
      return ok({
        propostaAdesaoId: row.id,
        nome: row.nome,
        nomeSocial: row.nomeSocial,
        cpf: row.cpf,
        dataNascimento: row.dataNascimento,
        email: row.email,
        telefone: contato?.telefone ?? null,
        numeroContrato: row.numeroContrato,
        codigoUnidade: row.codigoUnidade,
        situacaoPropostaAdesaoId: row.situacaoPropostaAdesaoId,
        agendavel: isAgendavel(row.situacaoPropostaAdesaoId) && !row.avaliacaoSaudeConcluida,
        marcada: row.marcada,
      });
    },
  );

  app.get(
    '/api/agendamento/obterCidades/:id',
    {
      preHandler: agendar_,
      schema: {
        tags: TAGS,
        summary: 'Cidades com atendimento presencial de uma unidade ({id}: código da unidade)',
        params: Type.Object({ id: Id }),
        response: { 200: EnvelopeOf(Type.Array(Cidade)), ...ErrorResponses },
      },
    },
    async (request) => {
      const [unidade] = await app.db
        .select()
        .from(unidades)
        .where(eq(unidades.codigoUnidade, request.params.id));
      if (!unidade) throw notFound(servidor.comum.unidadeNaoEncontrada);
      const rows = await app.db
        .select({
          id: agendamentoCidades.id,
          nome: agendamentoCidades.nome,
          uf: agendamentoCidades.uf,
        })
        .from(agendamentoCidades)
        .where(
          and(
            eq(agendamentoCidades.codigoUnidade, request.params.id),
            eq(agendamentoCidades.ativo, true),
          ),
        )
        .orderBy(asc(agendamentoCidades.nome));
      return ok(rows);
    },
  );

  app.post(
    '/api/agendamento/obterHorarios',
    {
      preHandler: agendar_,
      schema: {
        tags: TAGS,
        summary:
          'Horários livres de um dia (setor, propostaAdesaoId, dataAgendamento, tipoAtendimento)',
        body: Type.Object(Consulta),
        response: { 200: EnvelopeOf(Type.Array(HorarioLivre)), ...ErrorResponses },
      },
    },
    async (request) => {
      await loadVisible(app.db, requireUser(request), request.body.propostaAdesaoId);
      const livres = await horariosLivres(app.db, toConsulta(request.body));
      return ok(
        livres.map((h) => ({ ...h, inicio: h.inicio.toISOString(), fim: h.fim.toISOString() })),
      );
    },
  );

  const booking = async (
    reagendar: boolean,
    user: ReturnType<typeof requireUser>,
    body: Static<typeof Pedido>,
  ) => {
    await agendar(
      app.db,
      user,
      {
        ...toConsulta(body),
        propostaAdesaoId: body.propostaAdesaoId,
        horario: body.horario,
        profissionalId: body.profissionalId ?? null,
      },
      reagendar,
    );
    return ok((await consultar(app.db, body.propostaAdesaoId))!, [
      reagendar ? servidor.agendamento.reagendada : servidor.agendamento.agendada,
    ]);
  };

  app.post(
    '/api/agendamento/criarAgendamentoWeb',
    {
      preHandler: agendar_,
      schema: {
        tags: TAGS,
        summary: 'Agenda a avaliação de saúde num horário livre',
        body: Pedido,
        response: { 200: EnvelopeOf(Agendamento), ...ErrorResponses },
      },
    },
    async (request) => booking(false, requireUser(request), request.body),
  );

  app.post(
    '/api/agendamento/reagendar',
    {
      preHandler: agendar_,
      schema: {
        tags: TAGS,
        summary: 'Move o agendamento ativo da proposta para outro horário livre',
        body: Pedido,
        response: { 200: EnvelopeOf(Agendamento), ...ErrorResponses },
      },
    },
    async (request) => booking(true, requireUser(request), request.body),
  );

  app.post(
    '/api/agendamento/cancelarAgendamento/:id',
    {
      preHandler: agendar_,
      schema: {
        tags: TAGS,
        summary: 'Cancela um agendamento ({id}: o agendamento) e libera o horário',
        params: Type.Object({ id: Id }),
        response: { 200: EnvelopeOf(Type.Null()), ...ErrorResponses },
      },
    },
    async (request) => {
      await cancelar(app.db, requireUser(request), request.params.id);
      return ok(null, [servidor.agendamento.cancelado]);
    },
  );

  app.get(
    '/api/agendamento/consultar/:id',
    {
      preHandler: requirePermission('proposta', 'show'),
      schema: {
        tags: TAGS,
        summary: 'O agendamento ativo da proposta ({id}), ou null',
        params: Type.Object({ id: Id }),
        response: { 200: EnvelopeOf(Type.Union([Agendamento, Type.Null()])), ...ErrorResponses },
      },
    },
    async (request) => {
      await loadVisible(app.db, requireUser(request), request.params.id);
      return ok(await consultar(app.db, request.params.id));
    },
  );
};

export default agendamentoRoutes;
