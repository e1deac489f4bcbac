import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { testDataProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PECFAST_MODELO } from '../../domain';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { clearSession } from '../../providers/tokenStore';
import { QuestionarioPecFastPage } from './QuestionarioPecFastPage';
import { avaliacaoSaudeMethods } from '../../providers/avaliacaoSaudeDataProvider';
import { renderWithAdmin } from '../../../tests/helpers/render';

const salvos: { perguntas: unknown[] }[] = [];
const server = setupServer(
  http.get('*/api/AvaliacaoSaude/pecfast/modelo', () =>
    HttpResponse.json({
      success: true,
      data: { id: null, perguntas: PECFAST_MODELO, alteradoPor: null, alteradoEm: null },
      messages: [],
    }),
  ),
  http.put('*/api/AvaliacaoSaude/pecfast/modelo', async ({ request }) => {
    const body = (await request.json()) as { perguntas: unknown[] };
    salvos.push(body);
    return HttpResponse.json({
      success: true,
      data: {
        id: 1,
        perguntas: body.perguntas,
        alteradoPor: 'Helena Saúde',
        alteradoEm: '2026-11-25T13:00:00.000Z',
      },
      messages: ['Questionário PecFast salvo.'],
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  clearSession();
  salvos.length = 0;
});

function renderPage() {
  storeSignedInSession(['GestorSaude']);
  renderWithAdmin(<QuestionarioPecFastPage />, {
    dataProvider: testDataProvider({ ...avaliacaoSaudeMethods }),
  });
  return userEvent.setup();
}

describe('questionario-pecfast', () => {
  it('adds a choice question, refuses it with one option, and saves it with two', async () => {
    const user = renderPage();
    expect(await screen.findByDisplayValue(PECFAST_MODELO[0]!.texto)).toBeVisible();
    expect(screen.getByText(/Em vigor: o questionário padrão/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Adicionar pergunta' }));
    const n = PECFAST_MODELO.length + 1;
    await user.type(screen.getByRole('textbox', { name: `Texto da pergunta ${n}` }), 'Fumante?');
    await user.click(screen.getByRole('combobox', { name: `Tipo da pergunta ${n}` }));
    await user.click(screen.getByRole('option', { name: 'Escolha entre opções' }));
    await user.type(
      screen.getByRole('textbox', { name: `Opções da pergunta ${n} (uma por linha)` }),
      'Nunca',
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(`Pergunta ${n}: informe ao menos duas opções.`)).toBeVisible();
    expect(salvos).toEqual([]);

    await user.type(
      screen.getByRole('textbox', { name: `Opções da pergunta ${n} (uma por linha)` }),
      '{Enter}Sim',
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(salvos).toHaveLength(1));
    expect(salvos[0]!.perguntas.at(-1)).toEqual({
      id: `pergunta${n}`,
      texto: 'Fumante?',
      tipo: 'opcoes',
      opcoes: ['Nunca', 'Sim'],
      obrigatoria: true,
    });
    expect(await screen.findByText(/Última alteração: .* por Helena Saúde/)).toBeVisible();
  });

  it('removes and reorders questions', async () => {
    const user = renderPage();
    await screen.findByDisplayValue(PECFAST_MODELO[0]!.texto);
    await user.click(screen.getByRole('button', { name: 'Remover a pergunta 1' }));
    await user.click(screen.getByRole('button', { name: 'Subir a pergunta 2' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(salvos).toHaveLength(1));
    expect(salvos[0]!.perguntas.map((p) => (p as { id: string }).id)).toEqual([
      PECFAST_MODELO[2]!.id,
      PECFAST_MODELO[1]!.id,
      PECFAST_MODELO[3]!.id,
    ]);
  });
});
