import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { format } from '../../i18n/catalog';
import ptBR from '../../i18n/pt-BR';
import {
  FEEDBACK_ALVO_AVALIACAO_SAUDE as ALVO,
  FEEDBACK_COMENTARIO_MINIMO,
  FEEDBACK_PROCESSO_DECLARACAO as PROCESSO,
  SITUACAO,
} from '../../src/domain';
import { comunicacoesPropostasAdesao } from '../../server/db/schema';
import { avisoAgendamentos } from '../../server/modules/agenda-enfermagem/service';
import { feriadoSemAtendimento, horarioOcupado } from '../../server/modules/agendamento/service';
import { resultadoAvaliacao } from '../../server/modules/avaliacao-saude/gestao';
import { MODELO_CODIGO } from '../../server/modules/proponente/codigo';
import { issueLink } from '../../server/modules/proponente/links';
import { dossieDoTitular } from '../../server/modules/titular/service';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { loginAs } from '../helpers/auth';
import { sessaoProponente } from '../helpers/proponente';
import { abrirSala } from '../helpers/sala-video';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The last answers the server wrote in its modules come from the pt-BR catalogue (issue 42):
 * the video room's and the recording's, the applicant's code, the schedules' refusals and
 * warnings, the survey's reason, the PME form's registration lists, the health manager's
 * outcome column and the LGPD export's title.
 */
const S = ptBR.servidor;

describe('the remaining server answers come from the catalogue', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  it('answers a resent invitation with the client’s own text', async () => {
    const p = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
      contatos: ['27999998888'],
    });
    const sala = await as('enfermeiro').post(`/api/enfermeiro/${p.id}/abrirSala`, {
      numerosCelular: [],
    });
    expect(sala.statusCode, sala.body).toBe(200);
    const res = await as('enfermeiro').post('/api/enfermeiro/reenviar/link', {
      propostaAdesaoId: p.id,
      celulares: ['27999998888'],
      linkSalaVideo: sala.json().data.urlBeneficiarioEncurtada,
      nome: p.nome,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().messages).toEqual([ptBR.avaliacaoSaude.conviteReenviado]);
  });

  it('answers a recording uploaded with servidor.avaliacaoSaude.gravacaoEnviada', async () => {
    const { salaId } = await abrirSala(t, as);
    // The smallest file whose bytes say WebM: an EBML header with the DocType 'webm'.
    const docType = Buffer.from([0x42, 0x82, 0x84, ...Buffer.from('webm')]);
    const webm = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length]),
      docType,
      Buffer.alloc(256, 7),
    ]);
    const boundary = '----gravacao-catalogo';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="a.webm"\r\nContent-Type: video/webm\r\n\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/enfermeiro/sala-video/${salaId}/gravacao`,
      headers: {
        ...(await loginAs(t, 'enfermeiro')),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([Buffer.from(head), webm, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().messages).toEqual([S.avaliacaoSaude.gravacaoEnviada]);
  });

  it('tells the applicant where the code went, and signs its message as the applicant', async () => {
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
      dataNascimento: '1950-01-20',
    });
    const { token } = await issueLink(t.db, proposta.id, 'fila');
    const validado = await t.app.inject({
      method: 'POST',
      url: '/api/proponenteDmz/validarAcesso',
      payload: { cpf: proposta.cpf, dataNascimento: '1950-01-20', token },
    });
    const cookie = String(validado.headers['set-cookie']).split(';')[0];
    const contatos = await t.app.inject({
      method: 'POST',
      url: '/api/proponenteDmz/codigo/contatos',
      headers: { cookie },
      payload: { token },
    });
    const enviado = await t.app.inject({
      method: 'POST',
      url: '/api/proponenteDmz/codigo/enviar',
      headers: { cookie },
      payload: { token, contato: contatos.json().data[0].id },
    });
    expect(enviado.statusCode, enviado.body).toBe(200);
    expect(enviado.json().messages).toEqual([
      format(S.proponente.codigoEnviado, { destino: enviado.json().data.destino }),
    ]);
    const [mensagem] = await t.db
      .select({ usuario: comunicacoesPropostasAdesao.usuario })
      .from(comunicacoesPropostasAdesao)
      .where(
        and(
          eq(comunicacoesPropostasAdesao.propostaAdesaoId, proposta.id),
          eq(comunicacoesPropostasAdesao.modelo, MODELO_CODIGO),
        ),
      );
    expect(mensagem.usuario).toBe(S.comum.autores.proponente);
  });

  it('asks the reason of a low rating with servidor.campanhas.motivoObrigatorio', async () => {
    const proposta = await buildProposta(t.db, {
      situacaoPropostaAdesaoId: SITUACAO.AguardandoAvaliacaoEnfermagem,
      dataNascimento: '1950-01-20',
    });
    const { token } = await issueLink(t.db, proposta.id, 'fila');
    const { cookie } = await sessaoProponente(t, proposta, token, '1950-01-20');
    const aberta = await as('enfermeiro').post(`/api/enfermeiro/${proposta.id}/abrirSala`, {
      numerosCelular: [],
    });
    const salaId = Number(aberta.json().data.urlEnfermeiro.split('/').pop());
    await as('enfermeiro').post(`/api/enfermeiro/sala-video/${salaId}/encerrar`);
    const user = `proposta-${proposta.id}`;
    const campanha = await t.app.inject({
      method: 'GET',
      url: `/api/campanhas/alvo/${ALVO}/processo/${PROCESSO}?identificadorUsuario=${user}`,
      headers: { cookie },
    });
    expect(campanha.statusCode, campanha.body).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/campanhas/resposta',
      headers: { cookie },
      payload: {
        campanhaId: campanha.json().data,
        processoId: PROCESSO,
        identificadorUsuario: user,
        alvoId: ALVO,
        valor: '2',
        comentario: 'ruim',
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().messages).toEqual([
      format(S.campanhas.motivoObrigatorio, { minimo: FEEDBACK_COMENTARIO_MINIMO }),
    ]);
  });

  it('writes the schedules’ refusals and warnings with servidor.agendamento and agendaEnfermagem', () => {
    const A = S.agendamento;
    expect(horarioOcupado('2030-03-04', '10:30', 'Ana Lima')).toBe(
      format(A.horarioOcupadoPor, {
        profissional: 'Ana Lima',
        data: '04/03/2030',
        horario: '10:30',
      }),
    );
    expect(horarioOcupado('2030-03-04', '11:00')).toBe(
      format(A.horarioOcupadoSemProfissional, { data: '04/03/2030', horario: '11:00' }),
    );
    expect(feriadoSemAtendimento('2030-12-25', 'Natal')).toBe(
      format(A.feriadoSemAtendimento, { data: '25/12/2030', nome: 'Natal' }),
    );
    expect(avisoAgendamentos(0)).toBeNull();
    for (const n of [1, 3]) {
      expect(avisoAgendamentos(n)).toBe(
        format(S.agendaEnfermagem.avaliacoesNoPeriodo, { smart_count: n }),
      );
    }
  });

  it('names the PME form’s registration lists with servidor.pme', async () => {
    const res = await as('gestorcomercialpme').get('/api/propostaPme/dadosPreenchimento');
    expect(res.statusCode, res.body).toBe(200);
    const nomes = (lista: { nome: string }[]) => lista.map((item) => item.nome);
    expect(nomes(res.json().data.situacoesCadastrais)).toEqual(
      Object.values(S.pme.situacoesCadastrais),
    );
    expect(nomes(res.json().data.tiposSociedade)).toEqual(Object.values(S.pme.tiposSociedade));
  });

  it('names an assessment’s outcome and the LGPD export with their catalogue texts', () => {
    const R = S.avaliacaoSaude.resultado;
    const outcome = (aprovada: boolean, concluida: boolean) =>
      resultadoAvaliacao({
        aprovacaoAvaliacaoSaudeEm: aprovada ? new Date() : null,
        avaliacaoSaudeConcluida: concluida,
      });
    expect([outcome(true, true), outcome(false, true), outcome(false, false)]).toEqual([
      R.aprovada,
      R.concluida,
      R.emAvaliacao,
    ]);
    const dossie = dossieDoTitular({ cpf: '52998224725', geradoEm: '', tabelas: {} }, 'agora');
    expect(dossie.titulo).toBe(S.titular.dossieTitulo);
  });
});
