import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { CLASSIFICACOES_TRIBUTARIAS } from '../../domain';
import { i18nProvider, resetLocale } from '../../providers/i18nProvider';
import { EmpresaSection } from './PmeFormSections';
import { opcoesClassificacaoTributaria } from './rotuloClassificacaoTributaria';

afterEach(() => resetLocale());

function Formulario({ children }: { children: ReactNode }) {
  const methods = useForm({ defaultValues: { classificacaoTributaria: 2 } });
  return <FormProvider {...methods}>{children}</FormProvider>;
}

function renderEmpresa() {
  render(
    <Formulario>
      <EmpresaSection ro={false} />
    </Formulario>,
  );
  return userEvent.setup();
}

describe('PME tax classifications, read from the catalogue', () => {
  it("name each one in pt-BR with the domain's and the contract's words", () => {
    expect(opcoesClassificacaoTributaria()).toEqual(
      CLASSIFICACOES_TRIBUTARIAS.map((c) => ({ value: c.id, label: c.label })),
    );
    renderEmpresa();
    expect(screen.getByRole('combobox', { name: 'Classificação tributária' })).toHaveTextContent(
      'Clientes PJ',
    );
  });

  it('name them in English when English is chosen', async () => {
    await i18nProvider.changeLocale('en');
    const user = renderEmpresa();
    const select = screen.getByRole('combobox', { name: 'Tax classification' });
    expect(select).toHaveTextContent('Corporate clients');
    await user.click(select);
    const opcoes = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(opcoes.map((o) => o.textContent)).toEqual(['ISS 5%', 'Corporate clients']);
  });
});
