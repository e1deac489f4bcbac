import { SITUACAO_PME as P } from './pme';
import {
  applyPme,
  PME_BUTTONS,
  PME_LIFECYCLE,
  PmeLifecycleError,
  pmeAllowedActions,
  pmeButtons,
} from './pmeLifecycle';

const pme = (situacao: number, beneficiariosCount = 2) => ({ situacao, beneficiariosCount });

function errorOf(run: () => unknown): PmeLifecycleError {
  try {
    run();
  } catch (error) {
    if (error instanceof PmeLifecycleError) return error;
    throw error;
  }
  throw new Error('expected a PmeLifecycleError');
}

describe('PME lifecycle (docs/domain.md, Lifecycles)', () => {
  it('creates the contract from Recebida when there are beneficiaries', () => {
    expect(applyPme('criar-contrato', pme(P.Recebida)).situacao).toBe(P.AguardandoAssinatura);
    expect(errorOf(() => applyPme('criar-contrato', pme(P.Recebida, 0))).code).toBe(
      'no-beneficiaries',
    );
  });

  it('walks signatures, PME integration, holders and beneficiaries to IntegracaoConcluida', () => {
    expect(applyPme('verificar-assinaturas', pme(P.AguardandoAssinatura)).situacao).toBe(
      P.AssinaturaColetada,
    );
    expect(applyPme('integrar', pme(P.AssinaturaColetada)).situacao).toBe(
      P.IntegracaoPmeSolicitada,
    );
    expect(applyPme('verificar-integracao', pme(P.IntegracaoPmeSolicitada)).situacao).toBe(
      P.IntegracaoTitularesPendente,
    );
    expect(applyPme('enviar-titulares', pme(P.IntegracaoTitularesPendente)).situacao).toBe(
      P.IntegracaoTitularesSolicitada,
    );
    expect(
      applyPme('verificar-integracao-beneficiarios', pme(P.IntegracaoTitularesSolicitada)).situacao,
    ).toBe(P.IntegracaoConcluida);
  });

  it('cancels from any status but Cancelada, with a reason', () => {
    for (const from of [0, 1, 2, 3, 4, 5, 8]) {
      expect(applyPme('cancelar', pme(from), { observacao: 'empresa desistiu' }).situacao).toBe(
        P.Cancelada,
      );
    }
    expect(errorOf(() => applyPme('cancelar', pme(P.Cancelada), { observacao: 'x' })).code).toBe(
      'invalid-status',
    );
    expect(errorOf(() => applyPme('cancelar', pme(P.Recebida))).code).toBe('reason-required');
  });

  it('refuses unknown actions and actions out of their status', () => {
    const desconhecida = errorOf(() => applyPme('voar', pme(P.Recebida)));
    expect(desconhecida.code).toBe('unknown-action');
    expect(desconhecida.message).toBe('Ação desconhecida.');
    expect(errorOf(() => applyPme('integrar', pme(P.Recebida))).message).toBe(
      'Ação não permitida na situação atual da proposta.',
    );
  });

  it('lists what a PME manager may do now; the system alone sends holders', () => {
    expect(pmeAllowedActions(pme(P.Recebida), ['GestorComercialPme'])).toEqual([
      'criar-contrato',
      'cancelar',
    ]);
    expect(pmeAllowedActions(pme(P.IntegracaoTitularesPendente), ['GestorComercial'])).toEqual([
      'cancelar',
    ]);
    expect(pmeAllowedActions(pme(P.IntegracaoTitularesPendente), ['Sistema'])).toEqual([
      'enviar-titulares',
    ]);
    expect(pmeAllowedActions(pme(P.Recebida), ['DAC'])).toEqual([]);
  });
});

describe('pmeButtons (document 2, section 4)', () => {
  it('shows edit, ERP complement, preview, create, cancel and beneficiaries on Recebida', () => {
    expect(pmeButtons(pme(P.Recebida))).toEqual([
      'habilitar-edicao',
      'complemento-erp',
      'pre-visualizar-contrato',
      'criar-contrato',
      'cancelamento',
      'ver-beneficiarios',
    ]);
  });

  it('hides preview and create on Recebida without beneficiaries', () => {
    expect(pmeButtons(pme(P.Recebida, 0))).toEqual([
      'habilitar-edicao',
      'complemento-erp',
      'cancelamento',
      'ver-beneficiarios',
    ]);
  });

  it('shows verify signatures on AguardandoAssinatura only with beneficiaries', () => {
    expect(pmeButtons(pme(P.AguardandoAssinatura))).toContain('verificar-assinaturas');
    expect(pmeButtons(pme(P.AguardandoAssinatura, 0))).not.toContain('verificar-assinaturas');
  });

  it('shows integrate and download on AssinaturaColetada', () => {
    expect(pmeButtons(pme(P.AssinaturaColetada))).toEqual([
      'complemento-erp',
      'integrar-pme',
      'baixar-contrato',
      'cancelamento',
      'ver-beneficiarios',
    ]);
  });

  it('shows verify PME integration and download on IntegracaoPmeSolicitada with beneficiaries', () => {
    expect(pmeButtons(pme(P.IntegracaoPmeSolicitada))).toEqual([
      'verificar-integracao-pme',
      'baixar-contrato',
      'cancelamento',
      'ver-beneficiarios',
    ]);
    expect(pmeButtons(pme(P.IntegracaoPmeSolicitada, 0))).toEqual([
      'cancelamento',
      'ver-beneficiarios',
    ]);
  });

  it('shows verify beneficiaries integration on IntegracaoTitularesSolicitada', () => {
    expect(pmeButtons(pme(P.IntegracaoTitularesSolicitada, 0))).toEqual([
      'verificar-integracao-beneficiarios',
      'cancelamento',
      'ver-beneficiarios',
    ]);
  });

  it('shows download on IntegracaoConcluida and only the beneficiaries once cancelled', () => {
    expect(pmeButtons(pme(P.IntegracaoConcluida))).toEqual([
      'baixar-contrato',
      'cancelamento',
      'ver-beneficiarios',
    ]);
    expect(pmeButtons(pme(P.Cancelada))).toEqual(['ver-beneficiarios']);
  });
});

describe("the PME actions' and buttons' names", () => {
  it('are the pt-BR words of the PME screen, to the letter', () => {
    expect(PME_LIFECYCLE.map((row) => [row.action, row.label])).toEqual([
      ['criar-contrato', 'Criar contrato'],
      ['verificar-assinaturas', 'Verificar assinaturas'],
      ['integrar', 'Integrar PME'],
      ['verificar-integracao', 'Verificar integração PME'],
      ['enviar-titulares', 'Enviar titulares ao ERP'],
      ['verificar-integracao-beneficiarios', 'Verificar integração beneficiários'],
      ['cancelar', 'Cancelar proposta'],
    ]);
    expect(PME_BUTTONS.map((row) => row.label)).toEqual([
      'Habilitar edição',
      'Complemento ERP',
      'Verificar integração PME',
      'Verificar integração beneficiários',
      'Verificar assinaturas',
      'Integrar PME',
      'Pré-visualizar contrato',
      'Criar contrato',
      'Baixar contrato',
      'Cancelamento',
      'Ver beneficiários',
    ]);
  });
});
