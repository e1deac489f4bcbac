import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { ESTADOS_CIVIS, GRAUS_PARENTESCO, SEXOS } from '../domain';
import { i18nProvider, resetLocale } from '../providers/i18nProvider';
import { BeneficiarioFields } from '../resources/entrada/steps/BeneficiarioFields';
import { DependentesStep } from '../resources/entrada/steps/DependentesStep';
import { RevisaoStep } from '../resources/entrada/steps/RevisaoStep';
import { buildProposta } from '../resources/propostas/PropostaShow.fixtures';
import { BeneficiariosCard } from '../resources/propostas/show/BeneficiariosCard';
import { ClienteCard } from '../resources/propostas/show/ClienteCard';
import { renderWithAdmin } from '../../tests/helpers/render';
import { rotuloEstadoCivil, rotuloGrauParentesco, rotuloSexo } from './rotulosPessoas';

afterEach(() => resetLocale());

const FORMULARIO = {
  titular: { nome: 'Maria das Graças', estadoCivilId: 2, sexoId: 2 },
  endereco: {},
  dependentes: [{ nome: 'João', cpf: '', dataNascimento: '', grauParentescoId: 3 }],
  venda: {},
};

function Formulario({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: FORMULARIO });
  return <FormProvider {...form}>{children}</FormProvider>;
}

const opcoes = { planos: [], corretores: [] };

describe("the people's names, read from the catalogue", () => {
  it("says them in pt-BR with the domain's and the server's words", () => {
    for (const e of ESTADOS_CIVIS) expect(rotuloEstadoCivil(e.id)).toBe(e.label);
    for (const s of SEXOS) expect(rotuloSexo(String(s.id))).toBe(s.label);
    for (const g of GRAUS_PARENTESCO) expect(rotuloGrauParentesco(g.id)).toBe(g.nome);
    expect(rotuloSexo(9)).toBeUndefined();
    expect(rotuloEstadoCivil('')).toBeUndefined();
    expect(rotuloGrauParentesco(null)).toBeUndefined();
  });

  it("offers the holder's marital status and gender in English when English is chosen", async () => {
    await i18nProvider.changeLocale('en');
    const user = userEvent.setup();
    renderWithAdmin(
      <Formulario>
        <BeneficiarioFields prefix="titular" />
      </Formulario>,
    );
    await user.click(screen.getByRole('combobox', { name: /^Marital status/ }));
    const estados = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(estados.map((o) => o.textContent)).toEqual([
      'Single',
      'Married',
      'Widowed',
      'Legally separated',
      'Divorced',
    ]);
    await user.click(screen.getByRole('option', { name: 'Married' }));
    await user.click(screen.getByRole('combobox', { name: /^Sex/ }));
    expect(await screen.findByRole('option', { name: 'Female' })).toBeVisible();
  });

  it("offers a dependant's kinship in English", async () => {
    await i18nProvider.changeLocale('en');
    const user = userEvent.setup();
    renderWithAdmin(
      <Formulario>
        <DependentesStep />
      </Formulario>,
    );
    await user.click(screen.getByRole('combobox', { name: /^Relationship/ }));
    const graus = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(graus).toHaveLength(GRAUS_PARENTESCO.length);
    expect(graus.map((o) => o.textContent)).toContain('Spouse');
    expect(graus.map((o) => o.textContent)).toContain('Adult ward (female)');
  });

  it('reviews the entry and shows a proposal with the names in English', async () => {
    await i18nProvider.changeLocale('en');
    renderWithAdmin(
      <Formulario>
        <RevisaoStep opcoes={opcoes} />
      </Formulario>,
    );
    expect(screen.getByText('Married')).toBeVisible();
    expect(screen.getByText('Female')).toBeVisible();
    expect(screen.getByText('Spouse')).toBeVisible();
  });

  it("shows the applicant's data and a dependant's kinship in English", async () => {
    await i18nProvider.changeLocale('en');
    const titular = buildProposta({
      estadoCivilId: 3,
      sexoId: 1,
      dependentes: [
        {
          id: 8,
          nome: 'Ana',
          cpf: '52998224725',
          grauParentescoId: 5,
          grauParentesco: 'Filha',
          situacaoPropostaAdesaoId: 1,
        },
      ],
    });
    renderWithAdmin(
      <>
        <ClienteCard proposta={titular} />
        <BeneficiariosCard proposta={titular} />
      </>,
      { area: 'gestao-comercial' },
    );
    expect(screen.getByText('Widowed')).toBeVisible();
    expect(screen.getByText('Male')).toBeVisible();
    expect(screen.getByText(/· Daughter$/)).toBeVisible();
  });
});
