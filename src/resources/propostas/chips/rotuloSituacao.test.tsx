import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { propostas as en } from '../../../../i18n/en/propostas';
import { SITUACAO, SITUACOES } from '../../../domain';
import { i18nProvider, resetLocale } from '../../../providers/i18nProvider';
import { STATUS_FILTER } from '../../../providers/propostasDataProvider';
import { renderWithAdmin } from '../../../../tests/helpers/render';
import { PropostaRowsTable } from '../../rascunhos/PropostaRowsTable';
import { ReportFilterFields, type ReportForm } from '../../relatorios/ReportFilterFields';
import { SituacaoSelect } from '../filters/SituacaoSelect';
import { StatusFilterChip } from '../filters/StatusFilterChip';
import type { PropostaListItem } from '../types';
import { StatusChip } from './StatusChip';

// The statuses' names are catalogue texts (propostas.situacoes): the domain's `label` is the
// pt-BR one, and every screen that shows a status reads its key in the chosen language. Each
// English case fails if the screen shows the domain's label again.

afterEach(() => resetLocale());

const S = SITUACAO;

function listaCom(filterValues: Record<string, unknown>, children: React.ReactNode) {
  return (
    <ListContextProvider value={{ filterValues, setFilters: vi.fn() } as never}>
      {children}
    </ListContextProvider>
  );
}

describe('a status chip', () => {
  it('says the same pt-BR words as the domain', () => {
    render(<StatusChip situacaoId={S.PendenciasCorretor} />);
    expect(screen.getByText('Pendências corretor')).toBeInTheDocument();
  });

  it('names each of the 15 statuses in English when English is chosen', async () => {
    await i18nProvider.changeLocale('en');
    for (const info of SITUACOES) {
      const { unmount } = render(<StatusChip situacaoId={info.id} />);
      expect(screen.getByText(en.situacoes[info.key])).toBeInTheDocument();
      expect(screen.queryByText(info.label)).not.toBeInTheDocument();
      unmount();
    }
  });
});

describe("a draft's chip", () => {
  it('says what the draft waits for in English', async () => {
    await i18nProvider.changeLocale('en');
    const { unmount } = render(<StatusChip situacaoId={null} />);
    expect(screen.getByText('Draft — waiting to be sent')).toBeInTheDocument();
    unmount();
    render(<StatusChip situacaoId={null} liberacaoIdadePendente inativa />);
    expect(screen.getByText('Draft discarded')).toBeInTheDocument();
  });

  it('names an unknown status in English', async () => {
    await i18nProvider.changeLocale('en');
    render(<StatusChip situacaoId={99} />);
    expect(screen.getByText('Unknown status')).toBeInTheDocument();
  });

  it('keeps the pt-BR words', () => {
    render(<StatusChip situacaoId={null} liberacaoIdadePendente />);
    expect(screen.getByText('Rascunho — aguardando liberação de idade')).toBeInTheDocument();
  });
});

describe("a list's status filter", () => {
  it('offers the route statuses in English', async () => {
    await i18nProvider.changeLocale('en');
    renderWithAdmin(listaCom({}, <SituacaoSelect statuses={[S.Cancelada, S.Bloqueada]} />));
    await userEvent.click(await screen.findByRole('combobox'));
    const opcoes = within(await screen.findByRole('listbox'));
    expect(opcoes.getByRole('option', { name: 'Cancelled' })).toBeInTheDocument();
    expect(opcoes.getByRole('option', { name: 'Blocked' })).toBeInTheDocument();
  });

  it('says the status a list was opened on, in English', async () => {
    await i18nProvider.changeLocale('en');
    renderWithAdmin(listaCom({ [STATUS_FILTER]: S.ValidacaoConcluida }, <StatusFilterChip />));
    expect(await screen.findByText(/Validation completed/)).toBeInTheDocument();
    expect(screen.queryByText(/Validação concluída/)).not.toBeInTheDocument();
  });

  it('says it in pt-BR with the same words', async () => {
    renderWithAdmin(listaCom({ [STATUS_FILTER]: S.ValidacaoConcluida }, <StatusFilterChip />));
    expect(await screen.findByText('Situação: Validação concluída')).toBeInTheDocument();
  });
});

describe("the report dialog's statuses", () => {
  const form: ReportForm = {
    unidades: [],
    situacoes: [S.IntegradoERP],
    dataInicio: null,
    dataFim: null,
    dataInicioAprovacao: null,
    dataFimAprovacao: null,
  };

  it('are named in English, the chosen ones and the offered ones', async () => {
    await i18nProvider.changeLocale('en');
    renderWithAdmin(<ReportFilterFields type="geral" form={form} onChange={vi.fn()} />);
    expect(await screen.findByText('Integrated with ERP')).toBeInTheDocument();
    const campos = screen.getAllByRole('combobox');
    await userEvent.click(campos[1]);
    const opcoes = within(await screen.findByRole('listbox'));
    expect(opcoes.getByRole('option', { name: 'Awaiting signatures' })).toBeInTheDocument();
  });
});

describe("a proposal table's status column", () => {
  it('names a sent proposal’s status in English', async () => {
    await i18nProvider.changeLocale('en');
    const row = {
      id: 8,
      numeroContrato: 100008,
      nome: 'Maria Aparecida Souza',
      unidade: { codigoUnidade: 1, uf: 'ES', nomeUnidade: 'Matriz-Vitória' },
      situacaoPropostaAdesaoId: S.AguardandoAvaliacaoEnfermagem,
    } as PropostaListItem;
    render(
      <MemoryRouter>
        <PropostaRowsTable rows={[row]} basename="/gestao-comercial" empty="-" situacao />
      </MemoryRouter>,
    );
    expect(screen.getByText('Awaiting nursing evaluation')).toBeInTheDocument();
  });
});
