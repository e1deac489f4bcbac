import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rotuloUnidade, UNIDADES } from '../domain';
import { i18nProvider, resetLocale } from '../providers/i18nProvider';
import { buildProposta } from '../resources/propostas/PropostaShow.fixtures';
import { ClienteCard } from '../resources/propostas/show/ClienteCard';
import { renderWithAdmin } from '../../tests/helpers/render';
import { rotuloUnidadeNaLingua } from './rotuloUnidadeNaLingua';

afterEach(() => resetLocale());

describe("a unit's name, read from the registries' catalogue keys", () => {
  it("says it in pt-BR with the domain's and the server's words", () => {
    for (const u of UNIDADES) expect(rotuloUnidadeNaLingua(u)).toBe(rotuloUnidade(u));
    // A row without the code (the PME list's) and a unit the domain does not know.
    expect(rotuloUnidadeNaLingua({ uf: 'ES', nomeUnidade: 'Matriz-Vitória' })).toBe(
      'ES - Matriz-Vitória',
    );
    expect(rotuloUnidadeNaLingua({ codigoUnidade: 99, uf: 'AM', nomeUnidade: 'Manaus' })).toBe(
      'AM - Manaus',
    );
  });

  it('says it in English when English is chosen, with or without the code', async () => {
    await i18nProvider.changeLocale('en');
    const matriz = { uf: 'ES', nomeUnidade: 'Matriz-Vitória' };
    expect(rotuloUnidadeNaLingua({ codigoUnidade: 1, ...matriz })).toBe('ES - Vitória head office');
    expect(rotuloUnidadeNaLingua(matriz)).toBe('ES - Vitória head office');
    expect(rotuloUnidadeNaLingua({ uf: 'AM', nomeUnidade: 'Manaus' })).toBe('AM - Manaus');
  });

  it("shows the client card's unit in English", async () => {
    await i18nProvider.changeLocale('en');
    const proposta = buildProposta({
      unidade: { codigoUnidade: 1, uf: 'ES', nomeUnidade: 'Matriz-Vitória' },
    });
    renderWithAdmin(<ClienteCard proposta={proposta} />, { area: 'gestao-comercial' });
    expect(screen.getByText('ES - Vitória head office')).toBeVisible();
    expect(screen.queryByText('ES - Matriz-Vitória')).toBeNull();
  });
});
