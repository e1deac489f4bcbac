import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { INDICADOR_APROVACAO, TIPOS_APROVACAO } from '../../../domain';
import { i18nProvider, resetLocale } from '../../../providers/i18nProvider';
import { renderWithAdmin } from '../../../../tests/helpers/render';
import { buildProposta } from '../PropostaShow.fixtures';
import { AprovacoesCard } from './AprovacoesCard';
import { rotuloAprovacao, rotuloIndicadorAprovacao } from './rotuloAprovacao';

afterEach(() => resetLocale());

describe('the approvals card, read from the catalogue', () => {
  it("says the approvals and indicators in pt-BR with the domain's and the server's words", () => {
    for (const tipo of TIPOS_APROVACAO) expect(rotuloAprovacao(tipo.key, '?')).toBe(tipo.label);
    for (const [key, info] of Object.entries(INDICADOR_APROVACAO)) {
      expect(rotuloIndicadorAprovacao(key as keyof typeof INDICADOR_APROVACAO)).toBe(info.label);
    }
    expect(rotuloAprovacao('Outra', 'Aprovação nova')).toBe('Aprovação nova');
    renderWithAdmin(<AprovacoesCard proposta={buildProposta()} />);
    expect(screen.getByText('Aceite do termo de intenção de compra')).toBeVisible();
    expect(screen.getByText('Aprovação da documentação')).toBeVisible();
    expect(screen.getAllByText('Atenção')[0]).toBeVisible();
  });

  it('says them in English when English is chosen', async () => {
    await i18nProvider.changeLocale('en');
    renderWithAdmin(<AprovacoesCard proposta={buildProposta()} />);
    const card = within(screen.getByRole('region', { name: 'Approvals' }));
    expect(card.getByText('Acceptance of the purchase intention form')).toBeVisible();
    expect(card.getByText('Health assessment approval')).toBeVisible();
    const documentacao = card.getByText('Documentation approval').closest('li')!;
    expect(within(documentacao).getByText('Needs attention')).toBeVisible();
    expect(within(documentacao).getByLabelText('Needs attention')).toBeTruthy();
    expect(card.queryByText('Atenção')).toBeNull();
  });
});
