import { screen, waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider, resetLocale } from '../../providers/i18nProvider';
import { BuscaDiretaPage } from './BuscaDiretaPage';
import { renderWithAdmin } from '../../../tests/helpers/render';

afterEach(() => resetLocale());

/** The page drawn where no menu entry names it (no PageTitleProvider): its menu entry's words. */
function renderPage() {
  renderWithAdmin(
    <>
      <div id="react-admin-title" data-testid="titulo" />
      <BuscaDiretaPage />
    </>,
    { dataProvider: testDataProvider({}) },
  );
}

describe("the direct search's own title", () => {
  it('is the menu entry in pt-BR by default', async () => {
    renderPage();
    await waitFor(() => expect(screen.getByTestId('titulo')).toHaveTextContent(/^Busca direta$/));
  });

  it('is read from the catalogue in the chosen language', async () => {
    await i18nProvider.changeLocale('en');
    renderPage();
    await waitFor(() => expect(screen.getByTestId('titulo')).toHaveTextContent(/^Direct search$/));
  });
});
