import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PropostaAdesaoProponente } from './api';
import ConfirmacaoPage from './ConfirmacaoPage';

const AVISO = 'Ainda não há preço vigente para o seu plano. Fale com o seu corretor.';

function proposta(comPreco: boolean): PropostaAdesaoProponente {
  return {
    numeroContrato: 1001,
    identificadorUsuario: 'p-1',
    nomeProponente: 'Maria',
    etapa: 'termo',
    plano: { nome: 'Sênior Apartamento', acomodacao: 'Apartamento' },
    titular: {
      nome: 'Maria',
      cpf: '***.***.598-02',
      dataNascimento: '1953-04-12',
      faixaEtaria: '59 anos ou mais',
      valorMensal: comPreco ? 1099.9 : null,
    },
    dependentes: [
      {
        nome: 'João',
        cpf: '***.***.111-22',
        dataNascimento: '2001-02-03',
        faixaEtaria: '24 a 28 anos',
        parentesco: 'Filho(a)',
        valorMensal: comPreco ? 379.9 : null,
      },
    ],
    valorTotalMensal: comPreco ? 1479.8 : null,
    preco: { dia: '2026-11-27', aviso: comPreco ? null : AVISO },
    termo: { versao: '2026.1', texto: ['Declaro que tenho interesse.'] },
  };
}

let resposta = proposta(true);
const server = setupServer(
  http.post('*/api/proponenteDmz/obterPropostaAdesao', () =>
    HttpResponse.json({ success: true, data: resposta, messages: [] }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/mpa/tok/confirmacao']}>
      <Routes>
        <Route path="/mpa/:token/confirmacao" element={<ConfirmacaoPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("ConfirmacaoPage: the term's prices", () => {
  it('shows each band and price in reais, the family total and the day of the table', async () => {
    resposta = proposta(true);
    renderPage();
    expect(await screen.findByText('Valor mensal: R$ 1.099,90')).toBeInTheDocument();
    expect(screen.getByText('Faixa etária: 24 a 28 anos')).toBeInTheDocument();
    expect(screen.getByText('Valor mensal: R$ 379,90')).toBeInTheDocument();
    expect(screen.getByText('Valor total por mês: R$ 1.479,80')).toBeInTheDocument();
    expect(
      screen.getByText('Valores da tabela de preços vigente em 27/11/2026.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar intenção de compra' })).toBeEnabled();
  });

  it('without a valid price says so and offers nothing to confirm', async () => {
    resposta = proposta(false);
    renderPage();
    expect(await screen.findByText(AVISO)).toBeInTheDocument();
    expect(screen.getAllByText('Valor mensal: Ainda não disponível')).toHaveLength(2);
    expect(screen.queryByText(/Valor total por mês/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirmar intenção de compra' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
