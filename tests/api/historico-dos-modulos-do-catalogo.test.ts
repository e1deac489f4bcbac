import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { format } from '../../i18n/catalog';
import ptBR from '../../i18n/pt-BR';
import { formatDataHora, getStatusInfo, SITUACAO, TIPO_ATENDIMENTO } from '../../src/domain';
import { agendamentos, historicoPropostasAdesao } from '../../server/db/schema';
import type { ErpIntegracao } from '../../server/integrations/erp/contract';
import { aplicarRespostaErp } from '../../server/modules/integracoes/erp/registrar-resposta';
import { runTransition } from '../../server/modules/propostas/transitions';
import { apiClient, buildProposta, userId } from '../fixtures/propostas';
import { abrirSala } from '../helpers/sala-video';
import { proximaSegunda } from '../helpers/dia-sem-feriado';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { criarFamilia } from './outbox-fixtures';

/**
 * The timeline entries other modules write (agendamento, gestão financeira, the video room,
 * the ERP's answer) and the authors they sign with come from the pt-BR catalogue (issue 42):
 * stored as pt-BR text with the event, as before.
 */
const S = ptBR.servidor;

describe('the timeline entries of the other modules come from the catalogue', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  const historyOf = async (id: number) =>
    (
      await t.db
        .select()
        .from(historicoPropostasAdesao)
        .where(eq(historicoPropostasAdesao.propostaAdesaoId, id))
        .orderBy(asc(historicoPropostasAdesao.id))
    ).map((h) => [h.chave, h.descricao, h.autor]);

  it('stores an appointment booked, moved and cancelled with servidor.agendamento.historico', async () => {
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
    });
    const enfermeira = await userId(t.db, 'enfermeiro');
    const pedido = (horario: string) => ({
      propostaAdesaoId: proposta.id,
      dataAgendamento: proximaSegunda(),
      horario,
      tipoAtendimento: TIPO_ATENDIMENTO.ONLINE,
      profissionalId: enfermeira,
    });
    const booked = await as('enfermeiro').post(
      '/api/agendamento/criarAgendamentoWeb',
      pedido('09:00'),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const moved = await as('enfermeiro').post('/api/agendamento/reagendar', pedido('09:30'));
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await as('enfermeiro').post(
      `/api/agendamento/cancelarAgendamento/${moved.json().data.id}`,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const inicios = (
      await t.db
        .select({ inicio: agendamentos.inicio })
        .from(agendamentos)
        .where(eq(agendamentos.propostaAdesaoId, proposta.id))
        .orderBy(asc(agendamentos.id))
    ).map((a) => formatDataHora(a.inicio));
    const H = S.agendamento.historico;
    const profissional = 'Elaine Enfermeira';
    expect((await historyOf(proposta.id)).map(([, descricao]) => descricao)).toEqual([
      format(H.agendada, { inicio: inicios[0], profissional }),
      format(H.reagendada, { inicio: inicios[1], profissional }),
      format(H.cancelado, { inicio: inicios[1] }),
    ]);
  });

  it('stores a payer change with servidor.gestaoFinanceira', async () => {
    const proposta = await buildProposta(t.db, { situacaoPropostaAdesaoId: SITUACAO.NovaEntrada });
    const res = await as('gestorcomercial').put(`/api/adesao/${proposta.id}/pagador`, {
      versao: 1,
      pagadorTitular: false,
      nome: 'Marcos Almeida',
      cpf: '529.982.247-25',
      email: 'marcos@example.com',
      telefone: '(27) 99876-5432',
    });
    expect(res.statusCode, res.body).toBe(200);
    const G = S.gestaoFinanceira;
    expect((await historyOf(proposta.id)).map(([, descricao]) => descricao)).toEqual([
      format(G.pagadorAlterado, {
        antes: format(G.pagadorTitular, { titular: proposta.nome }),
        depois: format(G.pagadorTerceiro, { nome: 'Marcos Almeida', cpf: '52998224725' }),
      }),
    ]);
  });

  it('stores the video room opened and closed, and answers the closing, from servidor.avaliacaoSaude', async () => {
    const { propostaId, salaId } = await abrirSala(t, as);
    const encerrar = await as('enfermeiro').post(`/api/enfermeiro/sala-video/${salaId}/encerrar`);
    expect(encerrar.statusCode, encerrar.body).toBe(200);
    expect(encerrar.json()).toMatchObject({
      data: { message: S.avaliacaoSaude.atendimentoEncerrado },
      messages: [S.avaliacaoSaude.atendimentoEncerrado],
    });
    expect((await historyOf(propostaId)).map(([, descricao]) => descricao)).toEqual([
      S.avaliacaoSaude.historico.salaAberta,
      S.avaliacaoSaude.historico.videoEncerrado,
    ]);
  });

  it('stores the ERP’s answers with servidor.integracoes.historico, signed as servidor.comum.autores', async () => {
    const resposta = (protocolo: string, situacao: ErpIntegracao['situacao']): ErpIntegracao => ({
      protocolo,
      situacao,
      matricula: null,
      pendencias: [],
      motivos: [{ codigo: 'R1', descricao: 'CPF divergente' }],
      dataProcessamento: null,
    });
    const recusada = await criarFamilia(t.db, { situacao: SITUACAO.SolicitadaIntegracaoComERP });
    const cancelada = await criarFamilia(t.db, { situacao: SITUACAO.Cancelada });
    await t.db.transaction(async (tx) => {
      await aplicarRespostaErp(tx, recusada.titular.id, resposta('P-1', 'recusada'));
      await aplicarRespostaErp(tx, cancelada.titular.id, resposta('P-2', 'integrada'), {
        anotarTitular: true,
      });
    });
    const autor = S.comum.autores.integracaoErp;
    expect(await historyOf(recusada.titular.id)).toEqual([
      [
        'integracao-erp-recusada',
        format(S.integracoes.historico.recusada, { protocolo: 'P-1' }),
        autor,
      ],
    ]);
    expect(await historyOf(cancelada.titular.id)).toEqual([
      [
        'resposta-erp',
        format(S.integracoes.historico.respostaSemEfeito, {
          protocolo: 'P-2',
          situacao: getStatusInfo(SITUACAO.Cancelada).label,
        }),
        autor,
      ],
    ]);
  });

  it('signs a transition the system makes without a name as servidor.comum.autores.sistema', async () => {
    const { titular } = await criarFamilia(t.db, { situacao: SITUACAO.SolicitadaIntegracaoComERP });
    await runTransition(t.db, {
      propostaId: titular.id,
      action: 'registrar-integracao',
      actor: { kind: 'sistema' },
    });
    expect((await historyOf(titular.id)).map(([, , autor]) => autor)).toEqual([
      S.comum.autores.sistema,
    ]);
  });
});
