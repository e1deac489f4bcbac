import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { testDataProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { clearSession } from '../../providers/tokenStore';
import { AtendimentoDialog } from './AtendimentoDialog';
import {
  avaliacaoSaudeMethods,
  type PropostaEnfermagem,
} from '../../providers/avaliacaoSaudeDataProvider';
import { renderWithAdmin } from '../../../tests/helpers/render';

const contatosSalvos: unknown[] = [];
const salasAbertas: unknown[] = [];
const convitesReenviados: unknown[] = [];
const server = setupServer(
  http.post('*/api/adesao/7/contatos', async ({ request }) => {
    const body = (await request.json()) as { telefone: string };
    contatosSalvos.push(body);
    if (body.telefone === '11977776666') {
      return HttpResponse.json(
        {
          success: false,
          data: null,
          messages: ['Este telefone já está entre os contatos da proposta.'],
        },
        { status: 409 },
      );
    }
    return HttpResponse.json({
      success: true,
      data: { telefone: body.telefone },
      messages: ['Contato adicionado com sucesso!'],
    });
  }),
  http.post('*/api/enfermeiro/7/abrirSala', async ({ request }) => {
    salasAbertas.push(await request.json());
    return HttpResponse.json({
      success: true,
      data: {
        urlBeneficiarioEncurtada: 'http://localhost/l/abc',
        urlBeneficiario: 'http://localhost/sala-video/tok',
        urlEnfermeiro: 'http://localhost/enfermeiro-avaliador/sala-video/1',
      },
      messages: [],
    });
  }),
  http.post('*/api/enfermeiro/reenviar/link', async ({ request }) => {
    convitesReenviados.push(await request.json());
    return HttpResponse.json({ success: true, data: null, messages: ['Convite reenviado'] });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  clearSession();
  contatosSalvos.length = 0;
  salasAbertas.length = 0;
  convitesReenviados.length = 0;
});

const PROPOSTA = {
  id: 7,
  nome: 'Salvador Batista Souza',
  email: null,
  contatos: [{ telefone: '11988887777' }],
} as unknown as PropostaEnfermagem;

function renderDialog(proposta = PROPOSTA) {
  storeSignedInSession(['Enfermeiro']);
  renderWithAdmin(<AtendimentoDialog proposta={proposta} onClose={() => undefined} />, {
    dataProvider: testDataProvider({ ...avaliacaoSaudeMethods }),
  });
  return userEvent.setup();
}

describe('Iniciar atendimento: phones of the invite', () => {
  it('saves a typed phone on the proposal and invites it with the first one', async () => {
    const user = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar atendimento' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Adicionar celular' }),
      '21966665555',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    await waitFor(() => expect(contatosSalvos).toEqual([{ telefone: '21966665555' }]));
    expect(await screen.findByText('Celular adicionado aos contatos da proposta.')).toBeVisible();
    expect(within(dialog).getByRole('checkbox', { name: '(21) 96666-5555' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Abrir sala' }));
    await waitFor(() =>
      expect(salasAbertas).toEqual([{ numerosCelular: ['11988887777', '21966665555'] }]),
    );
  });

  it('chooses a phone the proposal already has without an error', async () => {
    const user = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar atendimento' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Adicionar celular' }),
      '11977776666',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(contatosSalvos).toHaveLength(1));
    expect(await within(dialog).findByRole('checkbox', { name: '(11) 97777-6666' })).toBeChecked();
    expect(screen.queryByText('Este telefone já está entre os contatos da proposta.')).toBeNull();
  });
});

describe('Reenviar convite: only to registered contacts', () => {
  it("offers the proposal's own e-mail as a choice, with no field to type another address", async () => {
    const user = renderDialog({ ...PROPOSTA, email: 'salvador@example.com' });
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar atendimento' });
    await user.click(within(dialog).getByRole('button', { name: 'Abrir sala' }));
    const porEmail = await within(dialog).findByRole('checkbox', {
      name: 'Enviar também para o e-mail cadastrado (salvador@example.com)',
    });
    expect(within(dialog).queryByRole('textbox', { name: /e-mail/i })).toBeNull();

    await user.click(porEmail);
    await user.click(within(dialog).getByRole('button', { name: 'Reenviar convite' }));
    await waitFor(() =>
      expect(convitesReenviados).toEqual([
        {
          propostaAdesaoId: 7,
          celulares: ['11988887777'],
          linkSalaVideo: 'http://localhost/l/abc',
          email: 'salvador@example.com',
          nome: 'Salvador Batista Souza',
        },
      ]),
    );
  });
});
