import { screen } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider, resetLocale } from '../../providers/i18nProvider';
import type { RascunhosMethods } from '../../providers/rascunhosDataProvider';
import { LiberacaoIdadePage } from './LiberacaoIdadePage';
import { renderWithAdmin } from '../../../tests/helpers/render';

afterEach(() => resetLocale());

/** The page drawn where no menu entry names it (no PageTitleProvider): its own title. */
function renderPage() {
  const methods: Pick<RascunhosMethods, 'listarPendentesLiberacaoIdade'> = {
    listarPendentesLiberacaoIdade: async () => ({ itens: [] }),
  };
  renderWithAdmin(
    <>
      <div id="react-admin-title" data-testid="titulo" />
      <LiberacaoIdadePage />
    </>,
    { dataProvider: testDataProvider({ ...methods }) },
  );
}

describe("the age release page's own title", () => {
  it('is the pt-BR one by default', async () => {
    renderPage();
    await screen.findByText('Nenhum rascunho aguardando liberação de idade.');
    expect(screen.getByTestId('titulo')).toHaveTextContent(/^Liberação de idade$/);
  });

  it('is read from the catalogue in the chosen language', async () => {
    await i18nProvider.changeLocale('en');
    renderPage();
    await screen.findByText('No draft awaiting age release.');
    expect(screen.getByTestId('titulo')).toHaveTextContent(/^Age release$/);
  });
});
