import { afterAll, beforeAll, describe, it } from 'vitest';
import { novaPessoa } from './jornada-comum-helpers';
import { fotografarAoFalhar, iniciarCenario, type Cenario } from './jornada-etapas';
import { IDENTIDADE, percorrer } from './jornada-retencao-portabilidade';

/**
 * Issue 39, journey J3: a retention proposal, created by the dealership from Retenção → Criar,
 * with the holder's identity document attached on the retention view (propostaRetencao/{id}),
 * through the applicant's term and declaration, the nurse, the manager's documentation approval,
 * the e-signature and the ERP, to 'Integradas' (the DAC's and the dealership's Retenção group).
 * The dealership follows it through Nova Entrada, Aguardando Assinaturas and Concluídas. Only
 * clicks and typing, on a server of its own.
 */

let c: Cenario;

beforeAll(async () => {
  c = await iniciarCenario('jornada-retencao');
}, 180_000);

afterAll(async () => {
  await c?.encerrar();
});

describe('issue 39: a retention proposal from the dealership to the ERP, only clicking', () => {
  it('J3: created from Retenção → Criar, found under Integradas', async () => {
    fotografarAoFalhar(c.browser, 'j3');
    const titular = novaPessoa('Olímpia Rezende Furtado', '04/11/1955', '3301');
    await percorrer(
      c,
      {
        tipo: { tipo: 'retencao' },
        grupo: 'Retenção',
        prefixo: 'vendas-internas/propostaRetencao',
        vista: /\/concessionaria\/propostaRetencao\/\d+$/,
        // Retention has no attach route of its own: the dealership's proposta/{id}/... serves it.
        anexar: /\/concessionaria\/proposta\/\d+\/anexar-documentacao$/,
        documentos: [IDENTIDADE],
        listas: {
          novaEntrada: ['nova-entrada', 'Nova Entrada'],
          'enviada-para-assinatura': ['aguardando', 'Aguardando Assinaturas'],
          'assinaturas-verificadas': ['aprovadas', 'Concluídas'],
          integradas: ['integradas', 'Integradas'],
        },
      },
      titular,
      'j3',
    );
  }, 360_000);
});
