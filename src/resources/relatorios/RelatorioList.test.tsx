import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PAINEIS } from '../../domain';
import { i18nProvider, resetLocale } from '../../providers/i18nProvider';
import { renderWithAdmin } from '../../../tests/helpers/render';
import { RelatorioList } from './RelatorioList';

afterEach(() => resetLocale());

describe("'Relatórios', the dashboards on offer", () => {
  it("lists each dashboard with the domain's pt-BR title and description", () => {
    renderWithAdmin(<RelatorioList />);
    for (const painel of PAINEIS) {
      expect(screen.getByRole('heading', { name: painel.titulo })).toBeVisible();
      expect(screen.getByText(painel.descricao)).toBeVisible();
    }
    expect(PAINEIS[0].titulo).toBe('Propostas por situação e unidade');
  });

  it('lists them in English when English is chosen', async () => {
    await i18nProvider.changeLocale('en');
    renderWithAdmin(<RelatorioList />);
    expect(screen.getByRole('heading', { name: 'Proposals by status and unit' })).toBeVisible();
    expect(screen.getByText('Health assessments approved by each nurse.')).toBeVisible();
    expect(screen.getAllByRole('heading')).toHaveLength(PAINEIS.length);
  });
});
