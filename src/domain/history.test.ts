import { describe, expect, it } from 'vitest';
import { historyLabel } from './history';
import { LIFECYCLE } from './lifecycleTable';

describe('history labels', () => {
  it('names every lifecycle action and the other entries in pt-BR, never by key', () => {
    expect(historyLabel('registrar-pendencia')).toBe(
      LIFECYCLE.find((r) => r.action === 'registrar-pendencia')!.label,
    );
    expect(historyLabel('aprovar-avaliacao-saude')).not.toBe('aprovar-avaliacao-saude');
    expect(historyLabel('alterar-vencimento')).toBe('Alteração do vencimento');
    expect(historyLabel('integracao-erp-recusada')).toBe('Integração recusada pelo ERP');
    for (const row of LIFECYCLE) expect(historyLabel(row.action)).not.toMatch(/^[a-z-]+$/);
  });

  it('names every entry the server writes besides the lifecycle actions', () => {
    // The keys of server/modules (historico.ts, agendamento, gestao-financeira, ERP answers).
    for (const chave of [
      'criar',
      'alterar-vencimento',
      'liberar-idade',
      'recusar-liberacao-idade',
      'descartar-rascunho',
      'adicionar-contato',
      'copiar-link',
      'alterar-pagador',
      'agendar-avaliacao',
      'reagendar-avaliacao',
      'cancelar-agendamento',
      'integracao-erp-recusada',
      'resposta-erp',
      'abrir-sala-video',
      'encerrar-sala-video',
    ]) {
      expect(historyLabel(chave), chave).not.toBe('Registro');
    }
  });

  it('shows a plain word for a key it does not know', () => {
    expect(historyLabel('chave-nova')).toBe('Registro');
  });
});
