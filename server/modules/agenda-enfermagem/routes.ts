import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EnvelopeOf, ok } from '../../http/envelope';
import { requirePermission, requireUser } from '../auth/current-user';
import { hojeEmBrasilia } from '../agendamento/dias';
import { ErrorResponses } from '../../http/schemas';
import {
  Agenda,
  CidadeAgenda,
  EnfermeiroParams,
  EnfermeiroResumo,
  ExcecaoParams,
  HorarioParams,
  MinhaAgenda,
  NovaExcecao,
  NovoHorario,
} from './schemas';
import { lerAgenda, lerMinhaAgenda, listarCidades, listarEnfermeiros } from './leitura';
import { adicionarExcecao, adicionarHorario, removerExcecao, removerHorario } from './service';
import { servidor } from '../../../i18n/pt-BR/servidor';

const TAGS = ['Agenda da enfermagem'];
const BASE = '/api/agenda-enfermagem';
/** A write's answer: what was written and, when bookings stay in a changed period, a warning. */
const Escrita = Type.Object({
  id: Type.Union([Type.Integer(), Type.Null()]),
  aviso: Type.Union([Type.String(), Type.Null()]),
});

/**
 * The nurses' agenda (issue 39, item 4; the spec shows no call for it): weekly hours and the
 * exceptions of a date, kept by the health manager and the administrator. The free slots of
 * POST api/agendamento/obterHorarios are made of exactly these, less holidays and bookings.
 */
const agendaEnfermagemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = (action: string) => requirePermission('agenda-enfermagem', action);

  app.get(
    `${BASE}/enfermeiros`,
    {
      preHandler: guard('list'),
      schema: {
        tags: TAGS,
        summary: 'Enfermeiros e externos, com quantos períodos semanais e exceções futuras têm',
        response: { 200: EnvelopeOf(Type.Array(EnfermeiroResumo)), ...ErrorResponses },
      },
    },
    async () => ok(await listarEnfermeiros(app.db, hojeEmBrasilia())),
  );

  // The signed-in nurse's own agenda, read-only: no id in the path, so none to change for
  // another nurse's (the manager's routes below answer a nurse 403).
  app.get(
    `${BASE}/minha`,
    {
      preHandler: guard('propria'),
      schema: {
        tags: TAGS,
        summary: 'A agenda do enfermeiro conectado: períodos, exceções e próximas avaliações',
        response: { 200: EnvelopeOf(MinhaAgenda), ...ErrorResponses },
      },
    },
    async (request) =>
      ok(await lerMinhaAgenda(app.db, requireUser(request).id, hojeEmBrasilia(), new Date())),
  );

  app.get(
    `${BASE}/cidades`,
    {
      preHandler: guard('list'),
      schema: {
        tags: TAGS,
        summary: 'Cidades ativas com atendimento presencial, com a unidade',
        response: { 200: EnvelopeOf(Type.Array(CidadeAgenda)), ...ErrorResponses },
      },
    },
    async () => ok(await listarCidades(app.db)),
  );

  app.get(
    `${BASE}/enfermeiros/:id`,
    {
      preHandler: guard('show'),
      schema: {
        tags: TAGS,
        summary: 'A agenda de um enfermeiro: períodos semanais e exceções de hoje em diante',
        params: EnfermeiroParams,
        response: { 200: EnvelopeOf(Agenda), ...ErrorResponses },
      },
    },
    async (request) => ok(await lerAgenda(app.db, request.params.id, hojeEmBrasilia())),
  );

  app.post(
    `${BASE}/enfermeiros/:id/horarios`,
    {
      preHandler: guard('edit'),
      schema: {
        tags: TAGS,
        summary: 'Acrescenta um período semanal (sem sobrepor outro do mesmo dia)',
        params: EnfermeiroParams,
        body: NovoHorario,
        response: { 200: EnvelopeOf(Escrita), ...ErrorResponses },
      },
    },
    async (request) => {
      const id = await adicionarHorario(app.db, request.params.id, request.body, hojeEmBrasilia());
      return ok({ id, aviso: null }, [servidor.agendaEnfermagem.periodoIncluidoAgenda]);
    },
  );

  app.delete(
    `${BASE}/enfermeiros/:id/horarios/:horarioId`,
    {
      preHandler: guard('edit'),
      schema: {
        tags: TAGS,
        summary: 'Remove um período semanal (os agendamentos já feitos continuam)',
        params: HorarioParams,
        response: { 200: EnvelopeOf(Escrita), ...ErrorResponses },
      },
    },
    async (request) => {
      const { id, horarioId } = request.params;
      const aviso = await removerHorario(app.db, id, horarioId);
      return ok({ id: null, aviso }, [servidor.agendaEnfermagem.periodoRemovidoAgenda]);
    },
  );

  app.post(
    `${BASE}/enfermeiros/:id/excecoes`,
    {
      preHandler: guard('edit'),
      schema: {
        tags: TAGS,
        summary: 'Acrescenta uma exceção numa data: folga (dia ou período) ou horário extra',
        params: EnfermeiroParams,
        body: NovaExcecao,
        response: { 200: EnvelopeOf(Escrita), ...ErrorResponses },
      },
    },
    async (request) => {
      const written = await adicionarExcecao(
        app.db,
        request.params.id,
        request.body,
        hojeEmBrasilia(),
      );
      return ok(written, [servidor.agendaEnfermagem.excecaoIncluidaAgenda]);
    },
  );

  app.delete(
    `${BASE}/enfermeiros/:id/excecoes/:excecaoId`,
    {
      preHandler: guard('edit'),
      schema: {
        tags: TAGS,
        summary: 'Remove uma exceção',
        params: ExcecaoParams,
        response: { 200: EnvelopeOf(Escrita), ...ErrorResponses },
      },
    },
    async (request) => {
      const { id, excecaoId } = request.params;
      const aviso = await removerExcecao(app.db, id, excecaoId);
      return ok({ id: null, aviso }, [servidor.agendaEnfermagem.excecaoRemovidaAgenda]);
    },
  );
};

export default agendaEnfermagemRoutes;
