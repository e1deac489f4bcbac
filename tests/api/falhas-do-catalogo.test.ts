import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO_PME } from '../../src/domain';
import { format } from '../../i18n/catalog';
import ptBR from '../../i18n/pt-BR';
import { outbox, propostasPme } from '../../server/db/schema';
import type { Integrations } from '../../server/integrations';
import { createReceitaClient } from '../../server/integrations/receita/receita-client';
import { verificarAssinaturasHandler } from '../../server/modules/integracoes/assinaturas/handler';
import { enviarComunicacaoHandler } from '../../server/modules/integracoes/comunicacoes/handler';
import { carregarContratoFamiliar } from '../../server/modules/integracoes/contrato-familiar';
import { consultarIntegracaoHandler } from '../../server/modules/integracoes/erp/handlers';
import { complementoFromPayload } from '../../server/modules/integracoes/erp/request';
import type { OutboxRow, TopicHandler } from '../../server/modules/outbox/types';
import {
  enviarContratoPmeHandler,
  enviarLinkAssinaturaPmeHandler,
  integrarTitularesPmeHandler,
} from '../../server/modules/pme/outbox-handlers';
import { consultarReceitaHandler } from '../../server/modules/receita-federal/handler';
import { primeiroAcessoHandler } from '../../server/modules/usuario/first-access';
import { loginAs } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { markCatalogueTexts } from '../helpers/catalogue-markers';

/**
 * Why the outbox gives a message up for good (PermanentDeliveryError, the integrations list's
 * 'Último erro') is written with the pt-BR catalogue's servidor.outbox.falhas (issue 42).
 */
const F = ptBR.servidor.outbox.falhas;

describe('the outbox’s permanent failures come from the catalogue', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
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

  const mark = markCatalogueTexts();

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

  describe('the notes and outside-call errors read the catalogue when they are written', () => {
    const N = ptBR.servidor.outbox.notas;
    const C = ptBR.servidor.outbox.chamadas;

    /** The integrations list's row of an outbox message, as a manager sees it. */
    async function listed(id: number, topic: string) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/integracoes/mensagens?topico=${topic}`,
        headers: await loginAs(t, 'gestorcomercial'),
      });
      expect(res.statusCode, res.body).toBe(200);
      const itens = res.json().data.itens as { id: number; ultimoErro: string | null }[];
      return itens.find((item) => item.id === id);
    }
    async function queued(topic: string) {
      const [row] = await t.db
        .insert(outbox)
        .values({ topic, payload: { propostaId: 1 }, idempotencyKey: `${topic}:marca` })
        .returning({ id: outbox.id });
      return row.id;
    }

    it('shows a waiting note and a dead letter’s reason in the integrations list', async () => {
      mark(N, 'erpNaoConfigurado', 'MARCA: ERP sem configuração');
      mark(F, 'topicoSemTratador', 'MARCA: sem tratador %{topico}');
      const waiting = await queued('erp.integrar-proposta');
      const unknown = await queued('topico.desconhecido');
      await t.app.outboxWorker.runOnce();
      expect(await listed(waiting, 'erp.integrar-proposta')).toMatchObject({
        ultimoErro: 'MARCA: ERP sem configuração',
      });
      expect(await listed(unknown, 'topico.desconhecido')).toMatchObject({
        ultimoErro: 'MARCA: sem tratador topico.desconhecido',
      });
    });

    it('writes the skip and wait notes of the handlers', async () => {
      mark(N, 'naoEnviada', 'MARCA %{motivo} / %{canal}');
      mark(N, 'canalNaoConfigurado', 'sem canal');
      mark(N, 'assinaturaNaoConfigurada', 'MARCA assinatura');
      const bare = (handler: TopicHandler) =>
        handler.deliver({
          message: { id: 1, payload: { propostaPmeId: 1 } } as unknown as OutboxRow,
          db: t.db,
          integrations: { emailConfigured: false } as unknown as Integrations,
          config: t.config,
          log: t.app.log,
        });
      await expect(bare(enviarLinkAssinaturaPmeHandler)).resolves.toMatchObject({
        kind: 'skipped',
        reason: 'MARCA sem canal / email',
      });
      await expect(bare(enviarContratoPmeHandler)).resolves.toMatchObject({
        kind: 'later',
        note: 'MARCA assinatura',
      });
      mark(N, 'pmeForaDeTitularesPendente', 'MARCA fora da situação');
      const [pme] = await t.db
        .select({ id: propostasPme.id })
        .from(propostasPme)
        .where(ne(propostasPme.situacao, SITUACAO_PME.IntegracaoTitularesPendente))
        .limit(1);
      await expect(
        integrarTitularesPmeHandler.deliver({
          message: { id: 1, payload: { propostaPmeId: pme.id } } as unknown as OutboxRow,
          db: t.db,
          integrations: { erp } as unknown as Integrations,
          config: t.config,
          log: t.app.log,
        }),
      ).resolves.toMatchObject({ kind: 'skipped', reason: 'MARCA fora da situação' });
    });

    it('names the outside system and why it could not be reached', async () => {
      mark(C, 'indisponivel', 'MARCA %{sistema}: %{motivo}');
      mark(C.sistemas, 'receita', 'RF');
      mark(C, 'falhaConexao', 'sem conexão');
      // Port 9 (discard) has no listener here: the connection is refused at once.
      const receita = createReceitaClient('http://127.0.0.1:9', 2_000);
      await expect(
        receita.consultarCpf({ cpf: '52998224725', nome: 'Ana', dataNascimento: '1950-01-01' }),
      ).rejects.toMatchObject({
        name: 'OutsideCallError',
        // The reason is the error's code when the runtime gives one, else the catalogue's words.
        message: expect.stringMatching(/^MARCA RF: (sem conexão|ECONNREFUSED)$/),
        retryable: true,
      });
    });
  });
});
