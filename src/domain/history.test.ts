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

  it('shows a plain word for a key it does not know', () => {
    expect(historyLabel('chave-nova')).toBe('Registro');
  });
});
