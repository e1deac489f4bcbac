import { OUTBOX_TOPICOS, outboxSituacaoNome } from './integrations';
import { canAccess } from './permissions';

describe('outbox as managers see it', () => {
  it('names each message status in pt-BR and keeps an unknown one as is', () => {
    expect(outboxSituacaoNome('dead')).toBe('Falha definitiva');
    expect(outboxSituacaoNome('pending')).toBe('Pendente');
    expect(outboxSituacaoNome('novo')).toBe('novo');
  });

  it('names the ERP integration topic', () => {
    expect(OUTBOX_TOPICOS['erp.integrar-proposta']).toBe('Integração da proposta com o ERP');
  });

  it('lets the commercial manager and the administrator list and requeue messages', () => {
    for (const role of ['GestorComercial', 'Admin']) {
      expect(canAccess([role], { resource: 'integracao', action: 'list' })).toBe(true);
      expect(canAccess([role], { resource: 'integracao', action: 'reprocessar' })).toBe(true);
    }
    expect(canAccess(['DAC'], { resource: 'integracao', action: 'list' })).toBe(false);
  });
});
