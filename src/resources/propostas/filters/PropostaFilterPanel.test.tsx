import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListBase, testDataProvider, type GetListParams } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { carregarPickers } from '../../../components/PickersProvider';
import { i18nProvider, resetLocale } from '../../../providers/i18nProvider';
import { PropostaFilterPanel } from './PropostaFilterPanel';
import { renderWithAdmin } from '../../../../tests/helpers/render';
import { limite } from '../../../../tests/helpers/limites';

function renderPanel({
  statusIds = [1, 3],
  filter = { dataCriacaoMin: '01/01/2024', dataCriacaoMax: '31/03/2024', q: 'maria' },
}: { statusIds?: number[]; filter?: Record<string, unknown> } = {}) {
  const getList = vi.fn(async (_resource: string, _params: GetListParams) => ({
    data: [],
    total: 0,
  }));
  renderWithAdmin(
    <ListBase resource="propostas" filterDefaultValues={filter} disableSyncWithLocation>
      <PropostaFilterPanel statusIds={statusIds} />
    </ListBase>,
    { dataProvider: testDataProvider({ getList }) },
  );
  return { getList, user: userEvent.setup() };
}

/** The filters of the last list query. */
const lastParams = (getList: { mock: { calls: [string, GetListParams][] } }) =>
  getList.mock.calls.at(-1)![1];
const lastFilter = (getList: { mock: { calls: [string, GetListParams][] } }) =>
  lastParams(getList).filter;

/** The hidden input of a v8 date field takes a pasted dd/MM/yyyy value, as a user's paste does. */
function typeDate(group: HTMLElement, label: 'De' | 'Até', value: string) {
  const field = within(group).getByRole('group', { name: label });
  const input = field.parentElement!.querySelector('input')!;
  fireEvent.change(input, { target: { value } });
}

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Filtrar propostas/ }));
  return screen.findByRole('dialog', { name: 'Filtrar propostas' });
}

describe('PropostaFilterPanel', () => {
  // The pickers are their own download: loaded before the cases type dates into them.
  beforeAll(() => carregarPickers());
  afterEach(() => resetLocale());

  it('offers every unit with an All option and fills the form from the current filter', async () => {
    const { user } = renderPanel();
    const dialog = await openPanel(user);

    const units = within(dialog).getByRole('radiogroup', { name: 'Unidade' });
    expect(within(units).getAllByRole('radio')).toHaveLength(10);
    expect(within(units).getByRole('radio', { name: 'Todas' })).toBeChecked();
    expect(within(units).getByRole('radio', { name: 'SP - Campinas' })).not.toBeChecked();
    const creation = within(dialog).getByRole('group', { name: 'Data de criação' });
    expect(creation.querySelector('input[value="01/01/2024"]')).not.toBeNull();
    expect(creation.querySelector('input[value="31/03/2024"]')).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Limpar' })).toBeInTheDocument();
  });

  it('hides the contract-signing range on lists without a contract', async () => {
    const { user } = renderPanel({ statusIds: [1, 3] });
    const dialog = await openPanel(user);
    expect(
      within(dialog).queryByRole('group', { name: 'Data de assinatura do contrato' }),
    ).toBeNull();
    expect(
      within(dialog).getByRole('group', { name: 'Data de alteração da situação' }),
    ).toBeVisible();
  });

  it('shows the contract-signing range on lists with integration-requested proposals', async () => {
    const { user } = renderPanel({ statusIds: [14] });
    const dialog = await openPanel(user);
    expect(
      within(dialog).getByRole('group', { name: 'Data de assinatura do contrato' }),
    ).toBeVisible();
  });

  it('applies the unit and dates, keeping the search text and going back to page 1', async () => {
    const { user, getList } = renderPanel();
    await waitFor(() => expect(getList).toHaveBeenCalled());
    const dialog = await openPanel(user);

    await user.click(within(dialog).getByRole('radio', { name: 'SP - Campinas' }));
    const change = within(dialog).getByRole('group', { name: 'Data de alteração da situação' });
    typeDate(change, 'De', '05/02/2024');
    typeDate(change, 'Até', '10/02/2024');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar filtros' }));

    await waitFor(() =>
      expect(lastFilter(getList)).toEqual({
        q: 'maria',
        unidade: '10',
        dataCriacaoMin: '01/01/2024',
        dataCriacaoMax: '31/03/2024',
        dataAlteracaoMin: '05/02/2024',
        dataAlteracaoMax: '10/02/2024',
      }),
    );
    expect(lastParams(getList).pagination?.page).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: limite(3000) });
  });

  it('narrows the list to holders or to dependents', async () => {
    const { user, getList } = renderPanel();
    await waitFor(() => expect(getList).toHaveBeenCalled());
    const dialog = await openPanel(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Dependentes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar filtros' }));
    await waitFor(() => expect(lastFilter(getList)).toMatchObject({ beneficiario: 'dependente' }));
  });

  it(
    'filters by the contract waiting period and the assessment situation (spec 000, section 3)',
    async () => {
      const { user, getList } = renderPanel();
      await waitFor(() => expect(getList).toHaveBeenCalled());
      let dialog = await openPanel(user);
      const carencia = within(dialog).getByRole('radiogroup', { name: 'Carência do contrato' });
      expect(
        within(carencia)
          .getAllByRole('radio')
          .map((r) => r.closest('label')!.textContent),
      ).toEqual([
        'Todos os contratos',
        'Com aproveitamento de carência',
        'Sem aproveitamento de carência',
      ]);
      const avaliacao = within(dialog).getByRole('radiogroup', { name: 'Situação da avaliação' });
      expect(
        within(avaliacao)
          .getAllByRole('radio')
          .map((r) => r.closest('label')!.textContent),
      ).toEqual(['Todas', 'Avaliação realizada', 'Agendada', 'Não realizada', 'Não agendada']);
      await user.click(
        within(carencia).getByRole('radio', { name: 'Sem aproveitamento de carência' }),
      );
      await user.click(within(avaliacao).getByRole('radio', { name: 'Não agendada' }));
      await user.click(within(dialog).getByRole('button', { name: 'Aplicar filtros' }));
      await waitFor(() =>
        expect(lastFilter(getList)).toMatchObject({ carencia: '2', agendamento: '4' }),
      );
      // Reopened, the panel shows the choices in force; 'all' sends no filter at all.
      dialog = await openPanel(user);
      expect(within(dialog).getByRole('radio', { name: 'Não agendada' })).toBeChecked();
      await user.click(within(dialog).getByRole('radio', { name: 'Todos os contratos' }));
      await user.click(within(dialog).getByRole('button', { name: 'Aplicar filtros' }));
      await waitFor(() => expect(lastFilter(getList)).not.toHaveProperty('carencia'));
      expect(lastFilter(getList)).toMatchObject({ agendamento: '4' });
    },
    limite(15_000),
  );

  it('offers the rows, waiting period and assessment options in English when English is chosen', async () => {
    await i18nProvider.changeLocale('en');
    const { user, getList } = renderPanel();
    await waitFor(() => expect(getList).toHaveBeenCalled());
    await user.click(await screen.findByRole('button', { name: /Filter proposals/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter proposals' });
    const textos = (grupo: string) =>
      within(within(dialog).getByRole('radiogroup', { name: grupo }))
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent);
    expect(textos('Beneficiary')).toEqual(['All', 'Holders', 'Dependents']);
    expect(textos('Contract waiting period')).toEqual([
      'All contracts',
      'Waiting periods carried over',
      'Waiting periods not carried over',
    ]);
    expect(textos('Assessment situation')).toEqual([
      'All',
      'Assessment done',
      'Scheduled',
      'Not done',
      'Not scheduled',
    ]);
    // The units read the registries' keys (cadastros.opcoes.codigoUnidade), not the domain's pt-BR.
    const unidades = textos('Unit');
    expect(unidades[0]).toBe('All');
    expect(unidades).toContain('ES - Vitória head office');
    expect(unidades).not.toContain('ES - Matriz-Vitória');
  });

  it('refuses a creation range with only one bound, with the spec message, and does not query', async () => {
    const { user, getList } = renderPanel();
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
    const dialog = await openPanel(user);

    typeDate(within(dialog).getByRole('group', { name: 'Data de criação' }), 'Até', '');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar filtros' }));

    expect(await screen.findByText('Informe a data final do período de criação.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Filtrar propostas' })).toBeVisible();
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('applies an open-ended status-change range: the rule is for creation dates only', async () => {
    const { user, getList } = renderPanel();
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
    const dialog = await openPanel(user);

    typeDate(
      within(dialog).getByRole('group', { name: 'Data de alteração da situação' }),
      'De',
      '05/02/2024',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar filtros' }));

    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    expect(getList.mock.calls[1]![1].filter).toMatchObject({ dataAlteracaoMin: '05/02/2024' });
    expect(getList.mock.calls[1]![1].filter).not.toHaveProperty('dataAlteracaoMax');
  });

  it('refuses a start after the end and a date before 1753', async () => {
    const { user, getList } = renderPanel();
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
    const dialog = await openPanel(user);
    const creation = within(dialog).getByRole('group', { name: 'Data de criação' });

    typeDate(creation, 'De', '01/05/2024');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar filtros' }));
    expect(
      await screen.findByText('Data inicial não pode ser superior à data final.'),
    ).toBeVisible();

    typeDate(creation, 'De', '01/05/1700');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar filtros' }));
    expect(await screen.findByText('Data inicial inválida.')).toBeVisible();
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('clears every panel filter but the search text', async () => {
    const { user, getList } = renderPanel({
      filter: {
        unidade: '9',
        dataCriacaoMin: '01/01/2024',
        dataCriacaoMax: '31/03/2024',
        q: 'ana',
      },
    });
    await waitFor(() => expect(getList).toHaveBeenCalled());
    const dialog = await openPanel(user);
    await user.click(within(dialog).getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(lastFilter(getList)).toEqual({ q: 'ana' }));
  });
});
