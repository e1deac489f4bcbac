import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { format } from '../../i18n/catalog';
import ptBR from '../../i18n/pt-BR';
import type { Integrations } from '../../server/integrations';
import { verificarAssinaturasHandler } from '../../server/modules/integracoes/assinaturas/handler';
import { enviarComunicacaoHandler } from '../../server/modules/integracoes/comunicacoes/handler';
import { carregarContratoFamiliar } from '../../server/modules/integracoes/contrato-familiar';
import { consultarIntegracaoHandler } from '../../server/modules/integracoes/erp/handlers';
import { complementoFromPayload } from '../../server/modules/integracoes/erp/request';
import type { OutboxRow, TopicHandler } from '../../server/modules/outbox/types';
import { enviarContratoPmeHandler } from '../../server/modules/pme/outbox-handlers';
import { consultarReceitaHandler } from '../../server/modules/receita-federal/handler';
import { primeiroAcessoHandler } from '../../server/modules/usuario/first-access';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Why the outbox gives a message up for good (PermanentDeliveryError, the integrations list's
 * 'Último erro') is written with the pt-BR catalogue's servidor.outbox.falhas (issue 42).
 */
const F = ptBR.servidor.outbox.falhas;

describe('the outbox’s permanent failures come from the catalogue', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** An ERP that is still processing every integration it is asked about. */
  const erp = { consultarIntegracao: () => Promise.resolve({ situacao: 'em_processamento' }) };
  /** Delivers a message with this payload; every outside system counts as configured. */
  const deliver = (
    handler: TopicHandler,
    payload: Record<string, unknown>,
    createdAt = new Date(),
  ) =>
    handler.deliver({
      message: { id: 1, payload, createdAt } as unknown as OutboxRow,
      db: t.db,
      integrations: {
        signature: {},
        erp,
        receita: {},
        emailConfigured: true,
      } as unknown as Integrations,
      config: t.config,
      log: t.app.log,
    });
  const falha = (message: string) => ({ name: 'PermanentDeliveryError', message });

  it('names the field a message lacks', async () => {
    await expect(deliver(enviarComunicacaoHandler, {})).rejects.toMatchObject(
      falha(format(F.mensagemSem, { campo: 'comunicacaoId' })),
    );
    await expect(deliver(enviarContratoPmeHandler, {})).rejects.toMatchObject(
      falha(format(F.mensagemSem, { campo: 'propostaPmeId' })),
    );
    await expect(deliver(verificarAssinaturasHandler, {})).rejects.toMatchObject(
      falha(format(F.mensagemSem, { campo: 'envelopeId' })),
    );
    await expect(deliver(consultarIntegracaoHandler, {})).rejects.toMatchObject(
      falha(format(F.mensagemSem, { campo: 'protocolo' })),
    );
    await expect(deliver(consultarReceitaHandler, {})).rejects.toMatchObject(
      falha(format(F.mensagemSem, { campo: 'propostaId' })),
    );
    const complemento = {
      codigoCampanha: 1,
      codigoGrupoCarencia: 'A',
      codigoTipoCobranca: 1,
      tipoVenda: 'dois',
      indComissionarProposta: true,
      indReteveAtoVenda: false,
      codMotivoNaoComissionar: 1,
    };
    expect(() => complementoFromPayload(complemento)).toThrow(
      expect.objectContaining(falha(format(F.complementoIncompleto, { campos: 'tipoVenda' }))),
    );
  });

  it('says what it did not find, and what did not happen in time', async () => {
    await expect(
      deliver(enviarComunicacaoHandler, { comunicacaoId: 999_999 }),
    ).rejects.toMatchObject(falha(format(F.comunicacaoNaoEncontrada, { id: 999_999 })));
    await expect(
      deliver(enviarContratoPmeHandler, { propostaPmeId: 999_999 }),
    ).rejects.toMatchObject(falha(format(F.propostaPmeNaoEncontrada, { id: 999_999 })));
    await expect(
      deliver(verificarAssinaturasHandler, { envelopeId: 'env-x' }),
    ).rejects.toMatchObject(falha(format(F.envelopeNaoEncontrado, { envelope: 'env-x' })));
    await expect(deliver(consultarReceitaHandler, { propostaId: 999_999 })).rejects.toMatchObject(
      falha(F.propostaNaoEncontrada),
    );
    await expect(deliver(primeiroAcessoHandler, { usuarioId: 999_999 })).rejects.toMatchObject(
      falha(F.usuarioNaoEncontrado),
    );
    await expect(
      deliver(consultarIntegracaoHandler, { protocolo: 'P-1' }, new Date(2020, 0, 1)),
    ).rejects.toMatchObject(falha(format(F.erpNaoConcluiu, { protocolo: 'P-1' })));
    await expect(carregarContratoFamiliar(t.db, 999_999)).rejects.toMatchObject(
      falha(format(F.propostaIdNaoEncontrada, { id: 999_999 })),
    );
  });
});
