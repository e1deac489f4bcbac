import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historicoPropostasAdesao } from '../../server/db/schema';
import ptBR from '../../i18n/pt-BR';
import { SITUACAO, TIPO_ATENDIMENTO } from '../../src/domain';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { proximaSegunda } from '../helpers/dia-sem-feriado';
import { formularioPme } from '../fixtures/pme';
import { markCatalogueTexts } from '../helpers/catalogue-markers';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The answers the modules still wrote themselves come from the pt-BR catalogue (issue 42, the
 * list of record 0130): each test swaps a catalogue text for a marker and finds the marker in
 * the answer, so it fails when a module writes its own words again, even the same words.
 */
const S = ptBR.servidor;

/** A TypeBox `errorMessage` is taken when the routes register: marked before the app starts. */
const AO_INICIAR = [[S.pme, 'ufInvalida', 'MARCA UF']] as [
  Record<string, unknown>,
  string,
  string,
][];

let t: TestApp;
let as: ReturnType<typeof apiClient>;
const antes = AO_INICIAR.map(([group, key]) => group[key]);

beforeAll(async () => {
  for (const [group, key, marker] of AO_INICIAR) group[key] = marker;
  try {
    t = await createTestApp({ seed: true });
  } finally {
    AO_INICIAR.forEach(([group, key], i) => (group[key] = antes[i]));
  }
  as = apiClient(t);
});
afterAll(() => t?.close());

const mark = markCatalogueTexts();

describe('PME: creating a proposal and the units’ contracts', () => {
  const criar = (beneficiarios: number[]) =>
    as('gestorcomercialpme').post('/api/propostaPme/criar', formularioPme({ beneficiarios }));

  it('refuses a holder already taken or not available with servidor.pme', async () => {
    mark(S.pme, 'beneficiarioJaVinculado', 'MARCA vinculado %{nome}');
    mark(S.pme, 'beneficiarioIndisponivel', 'MARCA fora %{nome} (%{situacao})');
    mark(ptBR.propostas, 'inativa', 'MARCA inativa');
    const livre = await buildProposta(t.db, { nome: 'Titular Livre Catálogo' });
    expect((await criar([livre.id])).statusCode).toBe(200);
    const tomado = await criar([livre.id]);
    expect(tomado.statusCode).toBe(409);
    expect(tomado.json().errors.beneficiarios).toBe('MARCA vinculado Titular Livre Catálogo');
    const inativa = await buildProposta(t.db, { nome: 'Titular Inativo', inativa: true });
    expect((await criar([inativa.id])).json().errors.beneficiarios).toBe(
      'MARCA fora Titular Inativo (MARCA inativa)',
    );
    const cancelada = await buildProposta(t.db, {
      nome: 'Titular Cancelado',
      situacaoPropostaAdesaoId: SITUACAO.Cancelada,
    });
    expect((await criar([cancelada.id])).json().errors.beneficiarios).toMatch(
      /^MARCA fora Titular Cancelado \(\S/,
    );
  });

  it('refuses an invalid state with servidor.pme.ufInvalida', async () => {
    const res = await as('gestorcomercialpme').post('/api/propostaPme/buscarUnidadesContratosPme', {
      uf: 'S1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual(['MARCA UF']);
  });
});

describe('proposals: changing the due day', () => {
  it('refuses a status that may not change it with servidor.propostas.vencimentoNaoAlteravel', async () => {
    mark(S.propostas, 'vencimentoNaoAlteravel', 'MARCA vencimento (%{situacao})');
    const concluida = await buildProposta(t.db, { situacaoPropostaAdesaoId: SITUACAO.Concluida });
    const res = await as('gestorcomercial').put(`/api/adesao/${concluida.id}/alterarVencimento`, {
      versao: concluida.versao,
      diaVencimento: 30,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().messages).toEqual(['MARCA vencimento (Concluída)']);
  });
});

describe("a proposal without a status: 'Rascunho' is propostas.rascunho", () => {
  it('names it so in the proposal’s answer and in a refusal', async () => {
    mark(ptBR.propostas, 'rascunho', 'MARCA rascunho');
    const rascunho = await buildProposta(t.db, { situacaoPropostaAdesaoId: null });
    const detalhe = await as('gestorcomercial').get(`/api/adesao/${rascunho.id}`);
    expect(detalhe.statusCode).toBe(200);
    expect(detalhe.json().data.situacaoPropostaAdesaoNome).toBe('MARCA rascunho');
    const reenvio = await as('gestorcomercial').post(
      `/api/adesao/${rascunho.id}/reenviar/termo/sms`,
    );
    expect(reenvio.statusCode).toBe(409);
    expect(reenvio.json().messages[0]).toMatch(/\(MARCA rascunho\)\.$/);
  });
});

describe('the nurses’ agenda: how an overlap names the periods', () => {
  const AGENDA = '/api/agenda-enfermagem/enfermeiros';
  const br = (data: string) => data.split('-').reverse().join('/');
  const online = { tipoAtendimento: TIPO_ATENDIMENTO.ONLINE };

  it('names them with servidor.agendaEnfermagem.periodos, and a holiday with its own text', async () => {
    const P = S.agendaEnfermagem.periodos;
    mark(P, 'novoNoDia', 'MARCA novo %{dia}');
    mark(P, 'semanal', 'MARCA semanal %{dia}');
    mark(P, 'novoNaData', 'MARCA nova %{data}');
    mark(P, 'novoDiaInteiro', 'MARCA dia inteiro %{data}');
    mark(P, 'folga', 'MARCA folga %{data}');
    mark(P, 'folgaDiaInteiro', 'MARCA folga inteira %{data}');
    mark(P, 'extra', 'MARCA extra %{data}');
    mark(S.agendaEnfermagem, 'feriadoSemHorarioExtra', 'MARCA feriado %{data} %{nome}');
    const criada = await as('admin').post('/api/enfermeiros', {
      username: 'marca.agenda',
      firstName: 'Marta',
      lastName: 'Catálogo',
      email: 'marca.agenda@example.com',
    });
    const base = `${AGENDA}/${criada.json().data.id}`;
    const gestor = as('gestorsaude');
    const recusa = async (url: string, body: object) => {
      const res = await gestor.post(url, body);
      expect(res.statusCode, res.body).toBe(409);
      return res.json().messages[0] as string;
    };
    const semanal = { diaSemana: 1, ...online, horaInicio: '14:00', horaFim: '16:00' };
    expect((await gestor.post(`${base}/horarios`, semanal)).statusCode).toBe(200);
    expect(
      await recusa(`${base}/horarios`, { ...semanal, horaInicio: '15:00', horaFim: '17:00' }),
    ).toMatch(/^O período MARCA novo segunda-feira, .* se sobrepõe MARCA semanal segunda-feira, /);

    const [um, dois] = [proximaSegunda(2), proximaSegunda(3)];
    const excecoes = `${base}/excecoes`;
    expect((await gestor.post(excecoes, { data: um, tipo: 'folga' })).statusCode).toBe(200);
    expect(await recusa(excecoes, { data: um, tipo: 'folga' })).toMatch(
      `O período MARCA dia inteiro ${br(um)} se sobrepõe MARCA folga inteira ${br(um)}.`,
    );
    const folga = { data: dois, tipo: 'folga', horaInicio: '10:00', horaFim: '11:00' };
    const extra = { data: dois, tipo: 'extra', ...online, horaInicio: '18:00', horaFim: '19:00' };
    expect((await gestor.post(excecoes, folga)).statusCode).toBe(200);
    expect((await gestor.post(excecoes, extra)).statusCode).toBe(200);
    expect(await recusa(excecoes, { ...extra, horaInicio: '10:30', horaFim: '11:30' })).toMatch(
      `O período MARCA nova ${br(dois)}, 10:30–11:30 (online) se sobrepõe MARCA folga ${br(dois)}, `,
    );
    expect(await recusa(excecoes, { ...extra, horaInicio: '18:30', horaFim: '19:30' })).toMatch(
      `se sobrepõe MARCA extra ${br(dois)}, 18:00–19:00`,
    );

    const feriado = proximaSegunda(5);
    await gestor.post('/api/feriados', { data: feriado, nome: 'Dia da Marca' });
    expect(await recusa(excecoes, { ...extra, data: feriado })).toBe(
      `MARCA feriado ${br(feriado)} Dia da Marca`,
    );
  });
});

describe('the nurses’ agenda: the overlap refusal itself', () => {
  it('writes it with servidor.agendaEnfermagem.sobreposicao and the periods’ description', async () => {
    const A = S.agendaEnfermagem;
    mark(A, 'sobreposicao', 'MARCA %{novo} sobre %{existente}');
    mark(A.periodos, 'descricao', 'MARCA %{quando} às %{intervalo}');
    mark(A.periodos, 'online', 'MARCA %{periodo} remoto');
    const criada = await as('admin').post('/api/enfermeiros', {
      username: 'marca.sobreposicao',
      firstName: 'Sofia',
      lastName: 'Catálogo',
      email: 'marca.sobreposicao@example.com',
    });
    const url = `/api/agenda-enfermagem/enfermeiros/${criada.json().data.id}/horarios`;
    const gestor = as('gestorsaude');
    const semanal = {
      diaSemana: 2,
      tipoAtendimento: TIPO_ATENDIMENTO.ONLINE,
      horaInicio: '14:00',
      horaFim: '16:00',
    };
    expect((await gestor.post(url, semanal)).statusCode).toBe(200);
    const res = await gestor.post(url, { ...semanal, horaInicio: '15:00', horaFim: '17:00' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().messages).toEqual([
      'MARCA MARCA MARCA de terça-feira às 15:00–17:00 remoto sobre MARCA MARCA ao horário de terça-feira às 14:00–16:00 remoto',
    ]);
  });
});

describe('the supervisor’s panel, the list filters and a resolved pendency', () => {
  it('labels the pendencies by age with servidor.dashboard.faixasPendencia', async () => {
    const F = S.dashboard.faixasPendencia;
    for (const chave of Object.keys(F) as (keyof typeof F)[]) mark(F, chave, `MARCA ${chave}`);
    const res = await as('supervisor').get('/api/dashboard/painelSupervisor');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.pendenciasPorIdade.map((f: { rotulo: string }) => f.rotulo)).toEqual([
      'MARCA ate2',
      'MARCA ate7',
      'MARCA ate15',
      'MARCA ate30',
      'MARCA mais30',
    ]);
  });

  it('names a date filter in its refusal with servidor.propostas.periodosFiltro', async () => {
    mark(S.propostas.periodosFiltro, 'dataCriacao', 'MARCA criação');
    const res = await as('gestorcomercial').post('/api/adesao/buscar', {
      filtros: [{ coluna: 'dataCriacaoMin', operador: '=', valor: '10/01/2019' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual(['Informe a data final do MARCA criação']);
  });

  it('keeps a resolved pendency with servidor.observacoes.pendenciaComResolucao', async () => {
    mark(S.observacoes, 'pendenciaComResolucao', 'MARCA %{observacao} / %{resolucao}');
    const proposta = await buildProposta(t.db, { situacaoPropostaAdesaoId: SITUACAO.NovaEntrada });
    const pendencia = await as('gestorcomercial').post(
      '/api/observacaoPropostaAdesao/criarComPendencia',
      {
        observacao: 'Enviar o comprovante.',
        propostaAdesaoId: proposta.id,
        tipoObservacaoId: 2,
        resolvido: false,
        setorResponsavel: 2,
      },
    );
    expect(pendencia.statusCode, pendencia.body).toBe(200);
    const resolvida = await as('concessionaria').post(
      '/api/observacaoPropostaAdesao/resolverPendencia',
      {
        propostaAdesaoId: proposta.id,
        observacaoPropostaAdesaoId: pendencia.json().data.id,
        resolucao: 'Comprovante enviado.',
      },
    );
    expect(resolvida.statusCode, resolvida.body).toBe(200);
    const [entrada] = await t.db
      .select({ descricaoPendencia: historicoPropostasAdesao.descricaoPendencia })
      .from(historicoPropostasAdesao)
      .where(
        and(
          eq(historicoPropostasAdesao.propostaAdesaoId, proposta.id),
          eq(historicoPropostasAdesao.chave, 'resolver-pendencia'),
        ),
      );
    expect(entrada.descricaoPendencia).toBe('MARCA Enviar o comprovante. / Comprovante enviado.');
  });
});
