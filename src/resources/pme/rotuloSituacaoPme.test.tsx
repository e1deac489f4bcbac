import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SITUACAO_PME, SITUACOES_PME } from '../../domain';
import { i18nProvider, resetLocale } from '../../providers/i18nProvider';
import { PmeStatusChip } from './PmePropostaList';
import { rotuloSituacaoPme } from './rotuloSituacaoPme';

afterEach(() => resetLocale());

describe('PME statuses, read from the catalogue', () => {
  it('says each status in pt-BR with the words the domain and the server use', () => {
    for (const status of SITUACOES_PME) expect(rotuloSituacaoPme(status.id)).toBe(status.label);
    render(<PmeStatusChip situacao={SITUACAO_PME.AssinaturaColetada} />);
    expect(screen.getByText('Assinatura coletada')).toBeVisible();
  });

  it('says them in English when English is chosen', async () => {
    await i18nProvider.changeLocale('en');
    render(<PmeStatusChip situacao={SITUACAO_PME.IntegracaoTitularesPendente} />);
    expect(screen.getByText('Holders integration pending')).toBeVisible();
    expect(rotuloSituacaoPme(SITUACAO_PME.Cancelada)).toBe('Cancelled');
  });

  it('shows the number of a status it does not know', () => {
    expect(rotuloSituacaoPme(42)).toBe('42');
  });
});
