import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { AreaContext } from '../../components/layout/AreaContext';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../providers/authProvider';
import { buildDataProvider } from '../../providers/dataProvider';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { clearSession } from '../../providers/tokenStore';
import { i18nProvider, resetLocale } from '../../providers/i18nProvider';
import { buildProposta } from '../propostas/PropostaShow.fixtures';
import { AUTOSAVE_MS, EntradaWizard } from './EntradaWizard';
import { renderWithAdmin } from '../../../tests/helpers/render';
import { limite } from '../../../tests/helpers/limites';

/** A form filled to the review step, as the draft keeps it. */
const FORMULARIO_COMPLETO = {
  titular: {
    cpf: '529.982.247-25',
    nome: 'Maria das Graças',
    dataNascimento: '14/03/1958',
    nomeMae: 'Josefa',
    estadoCivilId: 2,
    sexoId: 2,
    email: 'maria@exemplo.com.br',
    celular: '(27) 99876-5432',
  },
  endereco: {
    cep: '29050-545',
    logradouro: 'Rua Aleixo Netto',
    numero: '120',
    bairro: 'Praia do Canto',
    cidade: 'Vitória',
    uf: 'ES',
  },
  dependentes: [],
  venda: { codigoUnidade: 1, planoSaudeId: 3, corretorId: 9, diaVencimento: 10 },
};

const saves: { dados: Record<string, unknown>; passo: number; versao: number }[] = [];
let criar: unknown[] = [];
let draft = { id: 7, tipo: 1, dados: {} as Record<string, unknown>, passo: 0, versao: 1 };
const server = setupServer(
  http.get('*/api/adesao/opcoesCadastro', () =>
    HttpResponse.json({
      success: true,
      data: {
        planos: [{ id: 3, nome: 'Sênior Apartamento', registroAns: '482.119/20-1' }],
        corretores: [
          { id: 9, nome: 'Liz Nogueira', concessionariaId: 1, concessionariaNome: 'Saraiva' },
        ],
      },
    }),
  ),
  http.get('*/api/rascunhoEntrada', () => HttpResponse.json({ success: true, data: [] })),
  http.post('*/api/rascunhoEntrada', () =>
    HttpResponse.json({ success: true, data: { ...draft, dataAtualizacao: '' } }),
  ),
  http.get('*/api/rascunhoEntrada/7', () =>
    HttpResponse.json({ success: true, data: { ...draft, dataAtualizacao: '' } }),
  ),
  http.put('*/api/rascunhoEntrada/7', async ({ request }) => {
    const body = (await request.json()) as (typeof saves)[number];
    saves.push(body);
    return HttpResponse.json({
      success: true,
      data: { ...draft, ...body, versao: body.versao + 1, dataAtualizacao: '' },
    });
  }),
  http.post('*/api/adesao/criar', async ({ request }) => {
    criar.push(await request.json());
    return HttpResponse.json(
      { success: false, data: null, messages: ['titular.cpf: CPF Inválido'] },
      { status: 400 },
    );
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  saves.length = 0;
  criar = [];
  draft = { id: 7, tipo: 1, dados: {}, passo: 0, versao: 1 };
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  clearSession();
  resetLocale();
});

function renderWizard(path = '/propostaRetencao/preencher-dados') {
  storeSignedInSession(['Concessionaria']);
  renderWithAdmin(
    <AreaContext.Provider value="concessionaria">
      <Routes>
        <Route path="/propostaRetencao/:id" element={<EntradaWizard tipo={1} novo={false} />} />
      </Routes>
    </AreaContext.Provider>,
    { initialEntries: [path], dataProvider: buildDataProvider(), authProvider },
  );
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('the entry wizard', () => {
  it(
    "does not leave the holder's step while a field breaks its rule, and shows each message",
    async () => {
      const user = userEvent.setup();
      renderWizard();
      await screen.findByRole('heading', { name: 'Nova proposta de retenção' });
      await user.type(field('CPF'), '11111111111');
      await user.type(field('Data de nascimento'), '31022000');
      await user.type(field('E-mail'), 'maria@');
      await user.click(screen.getByRole('button', { name: 'Continuar' }));
      expect(await screen.findByText('CPF Inválido')).toBeVisible();
      expect(screen.getByText('Preencha corretamente a data')).toBeVisible();
      expect(screen.getByText('E-mail inválido')).toBeVisible();
      expect(screen.getAllByText('Campo obrigatório').length).toBeGreaterThan(0);
      expect(screen.getByRole('heading', { name: 'Titular' })).toBeVisible();
    },
    limite(15_000),
  );

  it('keeps Enter from submitting or jumping a step', async () => {
    const user = userEvent.setup();
    renderWizard();
    await screen.findByRole('heading', { name: 'Titular' });
    await user.type(field('Nome completo'), 'Maria{Enter}');
    expect(screen.getByRole('heading', { name: 'Titular' })).toBeVisible();
    expect(screen.queryByText('CPF Inválido')).toBeNull();
  });

  it('saves the draft after a pause in typing, with its version', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWizard();
    await screen.findByRole('heading', { name: 'Titular' });
    await user.type(field('Nome completo'), 'Maria das Graças');
    expect(saves).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS));
    expect(await screen.findByText('Rascunho salvo')).toBeVisible();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ passo: 0, versao: 1 });
    expect((saves[0].dados.titular as { nome: string }).nome).toBe('Maria das Graças');
  });

  it('reopens a draft on its step with what was typed, and takes the server back to the broken field', async () => {
    draft = {
      ...draft,
      passo: 4,
      dados: FORMULARIO_COMPLETO,
    };
    const user = userEvent.setup();
    renderWizard('/propostaRetencao/preencher-dados?rascunho=7');
    const review = await screen.findByRole('heading', { name: 'Revisão' });
    const card = review.closest('div')!;
    expect(within(card).getByText('Maria das Graças')).toBeVisible();
    expect(within(card).getByText('Sênior Apartamento')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enviar proposta' }));
    expect(await screen.findByRole('heading', { name: 'Titular' })).toBeVisible();
    expect(await screen.findAllByText('CPF Inválido')).not.toHaveLength(0);
    expect(criar).toHaveLength(1);
    expect(criar[0]).toMatchObject({ tipo: 1, venda: { planoSaudeId: 3, diaVencimento: 10 } });
  });

  it('opens the created retention proposal at the retention view (spec 2.3)', async () => {
    draft = { ...draft, passo: 4, dados: FORMULARIO_COMPLETO };
    server.use(
      http.post('*/api/adesao/criar', () =>
        HttpResponse.json({
          success: true,
          data: {
            id: 55,
            numeroContrato: 100055,
            situacaoPropostaAdesaoId: 14,
            aguardandoLiberacaoIdade: false,
            dependentes: [],
          },
          messages: ['Proposta criada com sucesso!'],
        }),
      ),
      http.get('*/api/adesao/55', () =>
        HttpResponse.json({
          success: true,
          data: buildProposta({ id: 55, numeroContrato: 100055, tipo: 1, tipoNome: 'Retenção' }),
        }),
      ),
    );
    const user = userEvent.setup();
    renderWizard('/propostaRetencao/preencher-dados?rascunho=7');
    await user.click(await screen.findByRole('button', { name: 'Enviar proposta' }));
    await screen.findByRole('heading', { name: 'Proposta nº 100055 criada' });
    expect(screen.getByRole('link', { name: 'Abrir proposta' })).toHaveAttribute(
      'href',
      '/propostaRetencao/55',
    );
  });

  it('shows a new dependant empty and quiet: no field is in error before it is left', async () => {
    draft = { ...draft, passo: 2, dados: { dependentes: [] } };
    const user = userEvent.setup();
    renderWizard('/propostaRetencao/preencher-dados?rascunho=7');
    await screen.findByRole('heading', { name: 'Dependentes' });
    await user.click(screen.getByRole('button', { name: 'Adicionar dependente' }));
    const card = await screen.findByRole('region', { name: 'Dependente 1' });
    // The field array's own check runs after the append: give it its turn before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(within(card).getByRole('textbox', { name: /^Nome completo/ })).toHaveValue('');
    expect(card.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(within(card).queryByText('Campo obrigatório')).toBeNull();

    // Leaving a field empty marks that field alone; Continuar marks the rest.
    await user.click(within(card).getByRole('textbox', { name: /^Nome completo/ }));
    await user.tab();
    expect(await within(card).findAllByText('Campo obrigatório')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect((await within(card).findAllByText('Campo obrigatório')).length).toBeGreaterThan(3);
  });

  it(
    'moves to the address once the holder is complete',
    async () => {
      const user = userEvent.setup();
      renderWizard();
      await screen.findByRole('heading', { name: 'Titular' });
      await user.type(field('CPF'), '52998224725');
      await user.type(field('Nome completo'), 'Iracema Tavares');
      await user.type(field('Data de nascimento'), '12071955');
      await user.type(field('Nome da mãe'), 'Benedita Tavares');
      await user.click(screen.getByRole('combobox', { name: /^Estado civil/ }));
      await user.click(screen.getByRole('option', { name: 'Viúvo' }));
      await user.click(screen.getByRole('combobox', { name: /^Sexo/ }));
      await user.click(screen.getByRole('option', { name: 'Feminino' }));
      await user.type(field('E-mail'), 'iracema@exemplo.com.br');
      await user.type(field('Celular'), '27998761234');
      await user.click(screen.getByRole('button', { name: 'Continuar' }));
      expect(await screen.findByRole('heading', { name: 'Endereço' })).toBeVisible();
    },
    limite(15_000),
  );

  it(
    "shows the entry's own rules in the chosen language",
    async () => {
      await i18nProvider.changeLocale('en');
      const user = userEvent.setup();
      renderWizard();
      await screen.findByRole('heading', { name: 'New retention proposal' });
      await user.type(field('Date of birth'), '01012999');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('The date of birth cannot be in the future')).toBeVisible();
      expect(screen.getByText("Enter a mobile phone to send the applicant's links")).toBeVisible();
      expect(screen.queryByText(/não pode ser futura|Informe um celular/)).toBeNull();
    },
    limite(15_000),
  );
});
