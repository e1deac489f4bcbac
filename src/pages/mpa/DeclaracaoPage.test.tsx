import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaracaoProponente } from './api';
import DeclaracaoPage from './DeclaracaoPage';

const declaracao: DeclaracaoProponente = {
  id: 1,
  titulo: 'Declaração de Saúde',
  cpt: 'Texto da CPT.',
  possuiCpt: true,
  aberta: true,
  nomeBeneficiario: 'Maria',
  nomeSocialBeneficiario: null,
  perguntas: [
    {
      id: 10,
      etapaId: 1,
      ordem: 1,
      texto: 'Orientação?',
      pedeDetalhamento: false,
      dadoSaude: false,
      resposta: { seAplica: true, detalhamento: null },
    },
    {
      id: 20,
      etapaId: 2,
      ordem: 1,
      texto: 'Doença do coração?',
      pedeDetalhamento: true,
      dadoSaude: true,
      resposta: null,
    },
    {
      id: 40,
      etapaId: 4,
      ordem: 1,
      texto: 'Aceita a CPT?',
      pedeDetalhamento: false,
      dadoSaude: true,
      resposta: null,
    },
  ],
};

const saved: unknown[] = [];
let concluded = 0;
const server = setupServer(
  http.get('*/api/proponenteDmz/:token/declaracaoSaude', () =>
    HttpResponse.json({ success: true, data: declaracao, messages: [] }),
  ),
  http.put('*/api/proponenteDmz/:token/declaracaoSaude/resposta', async ({ request }) => {
    saved.push(await request.json());
    return HttpResponse.json({ success: true, data: null, messages: [] });
  }),
  http.post('*/api/proponenteDmz/:token/declaracaoSaude/concluir', () => {
    concluded++;
    return HttpResponse.json({ success: true, data: null, messages: ['ok'] });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  saved.length = 0;
  concluded = 0;
});

describe('DeclaracaoPage', () => {
  it('resumes at the first open question, asks details for Sim, saves each step and completes', async () => {
    render(
      <MemoryRouter initialEntries={['/mpa/tok/declaracao']}>
        <Routes>
          <Route path="/mpa/:token/declaracao" element={<DeclaracaoPage />} />
          <Route path="/mpa/:token/declaracao/concluida" element={<p>concluída</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'Doença do coração?' });
    expect(screen.getByText(/Pergunta 2 de 3/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Sim' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Descreva o detalhamento da resposta.');
    expect(saved).toEqual([]);
    await userEvent.type(screen.getByLabelText(/Conte mais sobre isso/), 'Infarto em 2010');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    await screen.findByRole('heading', { name: 'Aceita a CPT?' });
    expect(screen.getByText('Texto da CPT.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aceita a CPT?' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByLabelText(/Conte mais sobre isso/)).toHaveValue('Infarto em 2010');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { name: 'Aceita a CPT?' });
    await userEvent.click(screen.getByRole('button', { name: 'Concluir declaração' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha Sim ou Não para continuar.');
    await userEvent.click(screen.getByRole('radio', { name: 'Sim' }));
    await userEvent.click(screen.getByRole('button', { name: 'Concluir declaração' }));

    await screen.findByText('concluída');
    expect(saved).toEqual([
      { perguntaId: 20, seAplica: true, detalhamento: 'Infarto em 2010' },
      { perguntaId: 20, seAplica: true, detalhamento: 'Infarto em 2010' },
      { perguntaId: 40, seAplica: true, detalhamento: null },
    ]);
    expect(concluded).toBe(1);
  });

  it('does not ask the CPT acceptance when nothing was declared (a Sim to the guidance is no declaration)', async () => {
    render(
      <MemoryRouter initialEntries={['/mpa/tok/declaracao']}>
        <Routes>
          <Route path="/mpa/:token/declaracao" element={<DeclaracaoPage />} />
          <Route path="/mpa/:token/declaracao/concluida" element={<p>concluída</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'Doença do coração?' });
    // Unanswered, the question may still declare something: the CPT step is counted.
    expect(screen.getByText(/Pergunta 2 de 3/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Sim' }));
    expect(screen.getByText(/Pergunta 2 de 3/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
    // Não: the CPT step leaves the count, and this question becomes the last one.
    await userEvent.click(screen.getByRole('radio', { name: 'Não' }));
    expect(screen.getByText(/Pergunta 2 de 2/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Concluir declaração' }));

    await screen.findByText('concluída');
    expect(screen.queryByRole('heading', { name: 'Aceita a CPT?' })).toBeNull();
    expect(saved).toEqual([{ perguntaId: 20, seAplica: false, detalhamento: null }]);
    expect(concluded).toBe(1);
  });
});
