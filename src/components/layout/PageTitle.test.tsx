import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider, resetLocale } from '../../providers/i18nProvider';
import { PageTitleProvider, usePageTitle } from './PageTitle';

afterEach(() => resetLocale());

function Titulo() {
  return <h1>{usePageTitle()}</h1>;
}

function renderAt(fallback: string) {
  render(
    <MemoryRouter initialEntries={['/dac/proposta/7']}>
      <PageTitleProvider menu={[]} basename="/dac" fallback={fallback}>
        <Titulo />
      </PageTitleProvider>
    </MemoryRouter>,
  );
}

describe("an area route's own title", () => {
  it('reads the route key in pt-BR', () => {
    renderAt('proposta');
    expect(screen.getByRole('heading')).toHaveTextContent(/^Proposta$/);
  });

  it('reads the route key in the chosen language', async () => {
    await i18nProvider.changeLocale('en');
    renderAt('proposta');
    expect(screen.getByRole('heading')).toHaveTextContent(/^Proposal$/);
  });

  it("shows a declared resource's label as written", () => {
    renderAt('Corretor');
    expect(screen.getByRole('heading')).toHaveTextContent(/^Corretor$/);
  });
});
