import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ResourceContextProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildDataProvider } from '../providers/dataProvider';
import { storeSignedInSession } from '../providers/testing/storedSession';
import { i18nProvider, resetLocale } from '../providers/i18nProvider';
import { clearSession } from '../providers/tokenStore';
import { ResourceCreate } from './ResourceEdit';
import { renderWithAdmin } from '../../tests/helpers/render';
import { limite } from '../../tests/helpers/limites';

// The dealership's generic create form (declared resource): a complete CEP fills the address
// from the CEP service the proposal entry uses, and the contacts go out as a list.
const cepLookups: string[] = [];
let posted: Record<string, unknown> | null = null;
const server = setupServer(
  http.get('*/api/cep/:cep', ({ params }) => {
    cepLookups.push(String(params.cep));
    if (params.cep !== '29050545') {
      return HttpResponse.json(
        { success: false, data: null, messages: ['CEP não encontrado'] },
        { status: 404 },
      );
    }
    return HttpResponse.json({
      success: true,
      data: {
        cep: '29050545',
        logradouro: 'Rua Aleixo Netto',
        bairro: 'Praia do Canto',
        municipio: 'Vitória',
        uf: 'ES',
      },
      messages: [],
    });
  }),
  http.post('*/api/concessionarias', async ({ request }) => {
    posted = (await request.json()) as Record<string, unknown>;
    return HttpResponse.json({ success: true, data: { id: 9, versao: 1, ...posted } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  cepLookups.length = 0;
  posted = null;
  storeSignedInSession(['GestorComercial', 'ManutencaoConcessionaria']);
});
afterEach(() => {
  server.resetHandlers();
  clearSession();
  resetLocale();
});

function renderForm() {
  renderWithAdmin(
    <ResourceContextProvider value="concessionarias">
      <ResourceCreate />
    </ResourceContextProvider>,
    { dataProvider: buildDataProvider(), area: 'gestao-comercial' },
  );
}

// Typing a whole form is slow on a loaded machine: generous limits, the same assertions.
const SLOW = 20_000;
const WAIT = { timeout: limite(5000) };
const input = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('dealership form: address and contacts', () => {
  it(
    'fills street, district, city and state from a typed CEP and sends the contacts',
    async () => {
      const user = userEvent.setup();
      renderForm();
      expect(await screen.findByRole('heading', { name: 'Endereço' }, WAIT)).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Contatos' })).toBeVisible();

      await user.type(input('CEP'), '29050545');
      expect(await screen.findByDisplayValue('Rua Aleixo Netto', {}, WAIT)).toBe(
        input('Logradouro'),
      );
      expect(input('Bairro')).toHaveValue('Praia do Canto');
      expect(input('Cidade')).toHaveValue('Vitória');
      expect(screen.getByRole('combobox', { name: 'UF' })).toHaveTextContent('ES - Espírito Santo');
      expect(input('CEP')).toHaveValue('29050-545');
      expect(cepLookups).toEqual(['29050545']);

      await user.type(input('Nome'), 'Auto Center Vitória');
      await user.type(input('CNPJ'), '11222333000181');
      await user.type(input('Número'), '120');
      await user.click(screen.getByRole('button', { name: 'Adicionar contato' }));
      const contato = screen.getByText('Contato 1').closest('li')!;
      await user.type(within(contato).getByRole('textbox', { name: /^Nome/ }), 'Lúcia Ferraz');
      await user.type(within(contato).getByRole('textbox', { name: 'Cargo' }), 'Gerente');
      await user.type(within(contato).getByRole('textbox', { name: 'E-mail' }), 'lucia@acv.com.br');
      await user.click(screen.getByRole('button', { name: 'Salvar' }));

      await waitFor(() => expect(posted).not.toBeNull(), WAIT);
      // Sent as typed: the server takes the masks off (normaliseRecord).
      expect(posted).toMatchObject({
        nome: 'Auto Center Vitória',
        cep: '29050-545',
        logradouro: 'Rua Aleixo Netto',
        numero: '120',
        bairro: 'Praia do Canto',
        cidade: 'Vitória',
        uf: 'ES',
        contatos: [{ nome: 'Lúcia Ferraz', cargo: 'Gerente', email: 'lucia@acv.com.br' }],
      });
    },
    SLOW,
  );

  it(
    'says so when the CEP is unknown and leaves the address to the user',
    async () => {
      const user = userEvent.setup();
      renderForm();
      await user.type(await screen.findByRole('textbox', { name: /^CEP/ }, WAIT), '01001999');
      expect(
        await screen.findByText(
          'Não foi possível buscar o endereço deste CEP. Preencha os campos.',
          {},
          WAIT,
        ),
      ).toBeVisible();
      expect(input('Logradouro')).toHaveValue('');
    },
    SLOW,
  );

  it(
    "says it in the chosen language, the registry's labels, sections and rows too",
    async () => {
      await i18nProvider.changeLocale('en');
      const user = userEvent.setup();
      renderForm();
      expect(await screen.findByRole('heading', { name: 'Address' }, WAIT)).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Contacts' })).toBeVisible();
      expect(screen.getByRole('textbox', { name: /^Street/ })).toBeVisible();
      expect(screen.getByRole('combobox', { name: 'State' })).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Add contact' }));
      const contato = screen.getByText('Contact 1').closest('li')!;
      expect(within(contato).getByRole('textbox', { name: 'Position' })).toBeVisible();
      await user.type(screen.getByRole('textbox', { name: /^Postcode \(CEP\)/ }), '01001999');
      expect(
        await screen.findByText(
          'The address of this postcode could not be found. Fill in the fields.',
          {},
          WAIT,
        ),
      ).toBeVisible();
    },
    SLOW,
  );

  it(
    "names the units and states of the domain's tables in the chosen language",
    async () => {
      await i18nProvider.changeLocale('en');
      const user = userEvent.setup();
      renderForm();
      await user.click(await screen.findByRole('combobox', { name: 'Unit' }, WAIT));
      let opcoes = screen.getByRole('listbox');
      expect(
        within(opcoes).getByRole('option', { name: 'ES - Vitória head office' }),
      ).toBeVisible();
      expect(within(opcoes).queryByRole('option', { name: /Matriz/ })).toBeNull();
      await user.keyboard('{Escape}');
      // The states' names are proper nouns: the same words, now from the English catalogue.
      await user.click(screen.getByRole('combobox', { name: 'State' }));
      opcoes = screen.getByRole('listbox');
      expect(within(opcoes).getByRole('option', { name: 'SP - São Paulo' })).toBeVisible();
      expect(within(opcoes).getAllByRole('option', { name: /^[A-Z]{2} - / })).toHaveLength(27);
    },
    SLOW,
  );

  it(
    'shows a contact without a name as the server would refuse it',
    async () => {
      const user = userEvent.setup();
      renderForm();
      await user.type(await screen.findByRole('textbox', { name: /^Nome/ }, WAIT), 'Sem Contato');
      await user.type(input('CNPJ'), '11222333000181');
      await user.click(screen.getByRole('button', { name: 'Adicionar contato' }));
      const contato = screen.getByText('Contato 1').closest('li')!;
      await user.type(within(contato).getByRole('textbox', { name: 'Telefone' }), '2712');
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(await within(contato).findByText('Campo obrigatório', {}, WAIT)).toBeVisible();
      expect(within(contato).getByText('Telefone inválido')).toBeVisible();
      expect(posted).toBeNull();
    },
    SLOW,
  );
});
