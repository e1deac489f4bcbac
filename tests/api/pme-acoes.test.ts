import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { outbox, propostasAdesao } from '../../server/db/schema';
import { requestErpIntegration } from '../../server/modules/propostas/side-effects';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO_PME } from '../../src/domain';
import type { Envelope } from '../../server/integrations/signature/contract';
import { loginAs } from '../helpers/auth';
import { startErpSandbox, startSignatureSandbox, type RunningSandbox } from '../helpers/sandboxes';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let erp: RunningSandbox;
let signature: RunningSandbox;
let pme: Record<string, string>;

beforeAll(async () => {
  erp = await startErpSandbox();
  signature = await startSignatureSandbox();
  t = await createTestApp({
    seed: true,
    env: {
      ERP_URL: erp.url,
      SIGNATURE_URL: signature.url,
      SIGNATURE_POLL_MS: '10',
      OUTBOX_RETRY_BASE_MS: '10',
    },
  });
  pme = await loginAs(t, 'gestorcomercialpme');
});
afterAll(async () => {
  await t?.close();
  await erp?.close();
  await signature?.close();
});

function call(method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: pme, payload: payload as never });
}

async function findId(pesquisa: string): Promise<number> {
  const res = await call('POST', '/api/propostaPme/buscar', { pesquisa });
  return res.json().data.itens[0].id;
}

async function situacao(id: number): Promise<number> {
  return (await call('GET', `/api/propostaPme/${id}`)).json().data.situacao;
}

/**
 * A command's answer is the proposal as GET api/propostaPme/{id} reads it right after (the
 * screen draws it without that read: decisions/0156); returns its status.
 */
async function answersTheDetail(res: Awaited<ReturnType<typeof call>>, id: number) {
  expect(res.statusCode, res.body).toBe(200);
  const detail = (await call('GET', `/api/propostaPme/${id}`)).json().data;
  expect(res.json().data).toEqual(detail);
  return detail.situacao as number;
}

async function drain(times = 4) {
  for (let i = 0; i < times; i++) await t.app.outboxWorker.runOnce();
}

describe('PME lifecycle through the outbox, the signature and the ERP sandboxes', () => {
  it('previews, fills in the complement, creates, signs, integrates, downloads', async () => {
    const id = await findId('Padaria');

    const preview = await call('GET', `/api/propostaPme/${id}/preVisualizarContrato`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toMatch(
      /filename="contrato-\d+-padaria-pao-dourado-ltda\.pdf"/,
    );
    expect((await PDFDocument.load(preview.rawPayload)).getPageCount()).toBeGreaterThan(0);

    // The complement: lists from the ERP, rules of section 5, then saved.
    const fontes = await call(
      'GET',
      `/api/complementoIntegracaoERP/pme/${id}/carregar-fontes-dados`,
    );
    expect(fontes.json().data.campanhas).toHaveLength(2);
    expect(fontes.json().data.valores).toMatchObject({ tipoVenda: 2, codMotivoNaoComissionar: 1 });
    const semGrupo = await call('POST', `/api/propostaPme/${id}/complementoErp`, {
      codigoCampanha: 101,
      codigoGrupoCarencia: '',
      codigoTipoCobranca: 1,
      tipoVenda: 2,
      indComissionarProposta: false,
      indReteveAtoVenda: false,
      codMotivoNaoComissionar: 1,
    });
    expect(semGrupo.statusCode).toBe(400);
    expect(semGrupo.json().errors).toEqual({
      codigoGrupoCarencia: 'Grupo de carência é um campo obrigatório',
      codMotivoNaoComissionar: 'Um motivo deve ser informado',
    });
    const complemento = {
      codigoCampanha: 101,
      codigoGrupoCarencia: 'GC01',
      codigoTipoCobranca: 1,
      tipoVenda: 2,
      indComissionarProposta: true,
      indReteveAtoVenda: true,
      codMotivoNaoComissionar: 1,
    };
    const versao = (await call('GET', `/api/propostaPme/${id}`)).json().data.versao;
    const salvo = await call('POST', `/api/propostaPme/${id}/complementoErp`, complemento);
    expect(salvo.json().messages).toEqual(['Complemento para integração salvo!']);
    // The proposal as saved (decisions/0166): the complement, the retention flag, a new version.
    expect(await answersTheDetail(salvo, id)).toBe(SITUACAO_PME.Recebida);
    expect(salvo.json().data).toMatchObject({
      versao: versao + 1,
      complementoErp: complemento,
      indReteveAtoVenda: true,
    });

    // Nothing to sign yet; the wrong step is refused.
    expect((await call('POST', `/api/propostaPme/${id}/integrar`)).statusCode).toBe(409);
    const criado = await call('POST', `/api/propostaPme/${id}/criarContrato`);
    expect(criado.json().messages).toEqual(['Contrato criado com sucesso!']);
    expect(await answersTheDetail(criado, id)).toBe(SITUACAO_PME.AguardandoAssinatura);
    // Asked before the outbox has sent the contract: nobody has signed, so pending, not a 409.
    const antesDoEnvio = await call('POST', `/api/propostaPme/${id}/verificarConclusaoAssinaturas`);
    expect(await answersTheDetail(antesDoEnvio, id)).toBe(SITUACAO_PME.AguardandoAssinatura);
    expect(antesDoEnvio.json().messages).toEqual(['Ainda há assinaturas pendentes no contrato.']);
    await drain(1);
    const envelopes = await signature.control<Envelope[]>('GET', '/envelopes');
    const envelope = envelopes.find((e) => e.referencia === `pme:${id}`)!;
    expect(envelope.signatarios.map((s) => s.cpf)).toEqual(['52998224725']);

    const pendente = await call('POST', `/api/propostaPme/${id}/verificarConclusaoAssinaturas`);
    expect(pendente.json().messages).toEqual(['Ainda há assinaturas pendentes no contrato.']);
    await signature.control('POST', `/envelopes/${envelope.envelopeId}/assinar`, {});
    const coletadas = await call('POST', `/api/propostaPme/${id}/verificarConclusaoAssinaturas`);
    expect(coletadas.json().messages).toEqual([
      'Todas as assinaturas foram coletadas e a proposta foi concluída automaticamente.',
    ]);
    expect(await answersTheDetail(coletadas, id)).toBe(SITUACAO_PME.AssinaturaColetada);

    const download = await call('GET', `/api/propostaPme/${id}/downloadContratoAssinado`);
    const file = download.json().data;
    expect(file.contentType).toBe('application/pdf');
    expect(file.fileDownloadName).toMatch(/^contrato-assinado-\d+-padaria/);
    expect(Buffer.from(file.fileContents, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    const integrar = await call('POST', `/api/propostaPme/${id}/integrar`);
    expect(integrar.json().messages).toEqual(['Integração solicitada com sucesso!']);
    expect(await answersTheDetail(integrar, id)).toBe(SITUACAO_PME.IntegracaoPmeSolicitada);
    // The lifecycle refuses a second request (src/domain/pmeLifecycle.ts, servidor.pme.ciclo).
    const deNovo = await call('POST', `/api/propostaPme/${id}/integrar`);
    expect(deNovo.statusCode).toBe(409);
    expect(deNovo.json().messages).toEqual(['Ação não permitida na situação atual da proposta.']);
    const tarde = await call('POST', `/api/propostaPme/${id}/complementoErp`, complemento);
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json().messages).toEqual([
      'O complemento só pode ser alterado até a coleta das assinaturas.',
    ]);
    await drain(1);
    const empresa = await call('POST', `/api/propostaPme/${id}/verificarIntegracao`);
    expect(await answersTheDetail(empresa, id)).toBe(SITUACAO_PME.IntegracaoTitularesPendente);
    expect(empresa.json().data.matricula).toMatch(/^E\d+/);
    await drain(1);
    expect(await situacao(id)).toBe(SITUACAO_PME.IntegracaoTitularesSolicitada);
    const integrados = await erp.control<{ numeroContrato: number }[]>('GET', '/integracoes');
    expect(integrados.length).toBeGreaterThanOrEqual(2);
    const beneficiarios = await call(
      'POST',
      `/api/propostaPme/${id}/verificarIntegracaoBeneficiarios`,
    );
    expect(await answersTheDetail(beneficiarios, id)).toBe(SITUACAO_PME.IntegracaoConcluida);
  });

  it('refuses the contract without beneficiaries and checks the reason of the cancellations', async () => {
    const semBeneficiarios = await findId('Contábil');
    const res = await call('POST', `/api/propostaPme/${semBeneficiarios}/criarContrato`);
    expect(res.statusCode).toBe(409);
    expect(res.json().messages).toEqual(['A proposta não possui beneficiários.']);

    const id = await findId('Construtora');
    const semMotivo = await call('POST', `/api/propostaPme/${id}/cancelar`, {
      id,
      observacao: ' ',
    });
    expect(semMotivo.statusCode).toBe(400);
    const benef = await call('POST', `/api/propostaPme/${id}/cancelarBeneficiarios`, {
      id,
      observacao: 'Empresa pediu a exclusão.',
    });
    expect(benef.json().messages).toEqual([
      'Cancelamento de beneficiários solicitado com sucesso!',
    ]);
    // The answer carries the beneficiaries' new statuses, as their list reads them.
    await answersTheDetail(benef, id);
    const lista = (await call('GET', `/api/propostaPme/${id}/beneficiarios/gestor`)).json().data;
    expect(benef.json().data.beneficiarios).toEqual(lista);
    expect(lista.some((b: { situacaoNome: string }) => b.situacaoNome === 'Cancelada')).toBe(true);
    const cancelada = await call('POST', `/api/propostaPme/${id}/cancelar`, {
      id,
      observacao: 'Empresa desistiu.',
    });
    expect(cancelada.json().messages).toEqual(['Cancelamento solicitado com sucesso!']);
    expect(await answersTheDetail(cancelada, id)).toBe(SITUACAO_PME.Cancelada);
    expect(cancelada.json().data.motivoCancelamento).toBe('Empresa desistiu.');
    expect(
      (await call('POST', `/api/propostaPme/${id}/cancelar`, { observacao: 'x' })).statusCode,
    ).toBe(409);
  });

  it('serves and replaces the unit contract models', async () => {
    const units = await call('POST', '/api/propostaPme/buscarUnidadesContratosPme', { uf: 'SP' });
    expect(units.json().data.map((u: { codigoUnidade: number }) => u.codigoUnidade)).toEqual([
      9, 10,
    ]);
    expect(
      (await call('GET', '/api/propostaPme/9/obterArquivoContratoPme')).json().data,
    ).toBeNull();
    const notPdf = await call('POST', '/api/propostaPme/9/substituirContratoPme', {
      id: 9,
      arquivo: Buffer.from('não é pdf').toString('base64'),
    });
    expect(notPdf.json().messages).toEqual(['O arquivo deve ser um PDF.']);
    const doc = await PDFDocument.create();
    doc.addPage();
    const arquivo = Buffer.from(await doc.save()).toString('base64');
    const saved = await call('POST', '/api/propostaPme/9/substituirContratoPme', {
      id: 9,
      arquivo,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const back = (await call('GET', '/api/propostaPme/9/obterArquivoContratoPme')).json().data;
    expect(back).toEqual({ id: 9, arquivo });
    expect((await call('GET', '/api/propostaPme/77/obterArquivoContratoPme')).statusCode).toBe(404);
  });

  it('answers dadosPreenchimento and the individual complement', async () => {
    const dados = (await call('GET', '/api/propostaPme/dadosPreenchimento')).json().data;
    expect(Object.keys(dados)).toEqual(
      expect.arrayContaining([
        'campanhas',
        'carencias',
        'grausParentesco',
        'motivosNaoComissionar',
        'tiposVenda',
        'situacoesCadastrais',
        'tiposSociedade',
      ]),
    );
    const gestor = await loginAs(t, 'gestorcomercial');
    const [row] = (
      await t.app.inject({
        method: 'POST',
        url: '/api/adesao/buscar',
        headers: gestor,
        payload: {},
      })
    ).json().data.itens;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/ComplementoIntegracaoERP',
      headers: gestor,
      payload: {
        propostaAdesaoId: row.id,
        codigoCampanha: 102,
        codigoGrupoCarencia: 'GC03',
        codigoTipoCobranca: 2,
        tipoVenda: 1,
        indComissionarProposta: false,
        indReteveAtoVenda: false,
        codMotivoNaoComissionar: 2,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/complementoIntegracaoERP/${row.id}`,
      headers: gestor,
    });
    expect(back.json().data.valores).toMatchObject({
      codigoCampanha: 102,
      codMotivoNaoComissionar: 2,
    });

    // Requesting the integration now carries the saved complement instead of the defaults.
    const [proposta] = await t.db
      .select()
      .from(propostasAdesao)
      .where(eq(propostasAdesao.id, row.id));
    await t.db.transaction((tx) =>
      requestErpIntegration(tx, { proposta: { ...proposta, versao: 999 } } as never),
    );
    const [message] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `erp.integrar-proposta:${row.id}:v999`));
    expect(message.payload).toMatchObject({
      propostaId: row.id,
      codigoCampanha: 102,
      codigoGrupoCarencia: 'GC03',
      tipoVenda: 1,
      indComissionarProposta: false,
      codMotivoNaoComissionar: 2,
    });
  });
});
