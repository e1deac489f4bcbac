import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PropostaListItem } from '../propostas/types';
import { PropostaRowsTable } from './PropostaRowsTable';

const row = (overrides: Partial<PropostaListItem>): PropostaListItem => ({
  id: 7,
  propostaAdesaoId: 7,
  versao: 1,
  numeroContrato: 100007,
  tipo: 1,
  tipoNome: 'Comum',
  dataCriacao: '2026-11-20T13:30:00.000Z',
  nome: 'Maria Aparecida Souza',
  nomeSocial: null,
  unidadeNome: 'Matriz-Vitória',
  unidade: { codigoUnidade: 1, uf: 'ES', nomeUnidade: 'Matriz-Vitória' },
  corretorNome: null,
  situacaoPropostaAdesaoId: null,
  possuiPendencia: false,
  marcada: false,
  propostaTitularId: null,
  repasseDaConcessionariaLogada: false,
  ...overrides,
});

describe('PropostaRowsTable (drafts, direct search, age release)', () => {
  it('names the unit with its state, as the proposal lists do, and links the contract', () => {
    render(
      <MemoryRouter>
        <PropostaRowsTable
          rows={[
            row({}),
            row({ id: 8, numeroContrato: 100008, situacaoPropostaAdesaoId: 11 }),
            row({ id: 9, numeroContrato: 100009, liberacaoIdadePendente: true }),
          ]}
          basename="/gestao-comercial"
          empty="Nenhuma proposta."
          situacao
        />
      </MemoryRouter>,
    );
    const [, rascunho, enviada, aguardando] = screen.getAllByRole('row');
    expect(within(rascunho).getByRole('cell', { name: 'ES - Matriz-Vitória' })).toBeVisible();
    expect(within(rascunho).getByRole('cell', { name: '20/11/2026' })).toBeVisible();
    // A draft says what it waits for, never 'Situação desconhecida'.
    expect(
      within(rascunho).getByRole('cell', { name: 'Rascunho — aguardando envio' }),
    ).toBeVisible();
    expect(
      within(aguardando).getByRole('cell', { name: 'Rascunho — aguardando liberação de idade' }),
    ).toBeVisible();
    expect(
      within(enviada).getByRole('cell', { name: 'Aguardando avaliação enfermagem' }),
    ).toBeVisible();
    expect(within(enviada).getByRole('link', { name: '100008' })).toHaveAttribute(
      'href',
      '/gestao-comercial/proposta/8',
    );
  });
});
