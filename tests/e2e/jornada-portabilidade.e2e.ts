import { afterAll, beforeAll, describe, it } from 'vitest';
import { novaPessoa } from './jornada-comum-helpers';
import { fotografarAoFalhar, iniciarCenario, type Cenario } from './jornada-etapas';
import { IDENTIDADE, pdfDeUmaPagina, percorrer } from './jornada-retencao-portabilidade';

/**
 * Issue 39, journey J4: a portability proposal, created by the dealership from Portabilidade →
 * Criar with the waiting periods carried over from the operator the applicant leaves, the
 * identity document and the portability letter attached on the portability's own screens
 * (vendas-internas/propostaPortabilidade/{id} and its anexar-documentacao), through the
 * applicant's term and declaration, the nurse, the manager's documentation approval, the
 * e-signature and the ERP, to 'Integradas' (the DAC's and the dealership's Portabilidade group).
 * The dealership follows it through Nova Entrada, Validação Concluída, Aguardando Assinaturas
 * and Concluídas. Only clicks and typing, on a server of its own.
 */

let c: Cenario;

beforeAll(async () => {
  c = await iniciarCenario('jornada-portabilidade');
}, 180_000);

afterAll(async () => {
  await c?.encerrar();
});

describe('issue 39: a portability proposal from the dealership to the ERP, only clicking', () => {
  it('J4: created from Portabilidade → Criar, found under Integradas', async () => {
    fotografarAoFalhar(c.browser, 'j4');
    const titular = novaPessoa('Heloísa Caldeira Antunes', '19/06/1953', '4401');
    const carta = {
      tipo: 'Carta de portabilidade',
      arquivo: {
        name: 'carta-portabilidade.pdf',
        mimeType: 'application/pdf',
        buffer: await pdfDeUmaPagina(),
      },
    };
    await percorrer(
      c,
      {
        tipo: {
          tipo: 'portabilidade',
          carencias: {
            operadoraOrigem: 'Operadora Serrana de Saúde',
            meses: '36',
            aproveitamento: '01/03/2025',
          },
        },
        grupo: 'Portabilidade',
        prefixo: 'vendas-internas/propostaPortabilidade',
        vista: /\/concessionaria\/vendas-internas\/propostaPortabilidade\/\d+$/,
        anexar:
          /\/concessionaria\/vendas-internas\/propostaPortabilidade\/\d+\/anexar-documentacao$/,
        documentos: [IDENTIDADE, carta],
        listas: {
          novaEntrada: ['nova-entrada', 'Nova Entrada'],
          'documentacao-aprovada': [
            'validacao-concluida',
            'Validação Concluída',
            // Only the portability group has it: its title needs no group.
            'Validação Concluída',
          ],
          'enviada-para-assinatura': ['aguardando', 'Aguardando Assinaturas'],
          'assinaturas-verificadas': ['aprovadas', 'Concluídas'],
          integradas: ['integradas', 'Integradas'],
        },
      },
      titular,
      'j4',
    );
  }, 360_000);
});
