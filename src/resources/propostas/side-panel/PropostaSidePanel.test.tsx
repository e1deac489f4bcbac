import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, type DataProvider, type GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITUACAO } from '../../../domain';
import { i18nProvider, resetLocale } from '../../../providers/i18nProvider';
import { ANOTACOES, HISTORICO, OBSERVACOES } from '../../../providers/propostasDataProvider';
import { PropostaSidePanel } from './PropostaSidePanel';
import { renderWithAdmin, testAuthProvider } from '../../../../tests/helpers/render';

afterEach(() => resetLocale());

const PROPOSTA_ID = 42;

const HISTORICO_ITENS = [
  {
    id: 2,
    chave: 'registrar-pendencia',
    descricao: 'Pendência registrada para o corretor',
    descricaoPendencia: 'Falta o comprovante de residência',
    autor: 'Gustavo Comercial',
    dataTransicao: '2026-03-02T13:30:00.000Z',
  },
  {
    id: 1,
    chave: 'submeter',
    descricao: 'Proposta submetida',
    descricaoPendencia: null,
    autor: 'Cláudio Concessionária',
    dataTransicao: '2026-03-01T12:00:00.000Z',
  },
  {
    id: 0,
    chave: 'criar',
    descricao: 'Proposta criada',
    descricaoPendencia: null,
    autor: 'Cláudio Concessionária',
    dataTransicao: '2026-02-28T12:00:00.000Z',
  },
  {
    // A key the domain does not name yet (a newer server's): a plain word, never the slug.
    id: -1,
    chave: 'chave-nova',
    descricao: 'Registro de outro módulo',
    descricaoPendencia: null,
    autor: 'Sistema',
    dataTransicao: '2026-02-28T11:00:00.000Z',
  },
];

const OBSERVACOES_ITENS = [
  {
    id: 11,
    usuario: 'Gustavo Comercial',
    userName: 'gestorcomercial',
    resolvido: false,
    observacao: 'Falta o comprovante de residência',
    dataCriacao: '2026-03-02T13:30:00.000Z',
    tipoObservacaoId: 2,
    setorResponsavel: 2,
    resolucaoPendencia: null,
  },
  {
    id: 10,
    usuario: 'Otávio Operador',
    userName: 'operadorcallcenter',
    resolvido: true,
    observacao: 'Cliente sem acesso ao link',
    dataCriacao: '2026-03-01T10:00:00.000Z',
    tipoObservacaoId: 2,
    setorResponsavel: 1,
    resolucaoPendencia: {
      id: 5,
      resolucao: 'Link reenviado por SMS',
      usuario: 'Otávio Operador',
      dataCriacao: '2026-03-01T11:00:00.000Z',
    },
  },
];

const ANOTACOES_ITENS = [
  {
    id: 3,
    texto: 'Aguardando exames',
    dataCriacao: '2026-03-01T10:00:00.000Z',
    usuarioId: 7,
    userName: 'enfermeiro',
    usuario: 'Elaine Enfermeira',
  },
  {
    id: 2,
    texto: 'Primeiro contato feito',
    dataCriacao: '2026-02-28T10:00:00.000Z',
    usuarioId: 8,
    userName: 'gestorsaude',
    usuario: 'Sílvia Saúde',
  },
];

const ROWS: Record<string, unknown[]> = {
  [HISTORICO]: HISTORICO_ITENS,
  [OBSERVACOES]: OBSERVACOES_ITENS,
  [ANOTACOES]: ANOTACOES_ITENS,
};

function renderPanel({
  roles,
  username = 'gestorcomercial',
  fullName = 'Gustavo Comercial',
  situacao = SITUACAO.NovaEntrada as number,
  possuiPendencia = true,
}: {
  roles: string[];
  username?: string;
  fullName?: string;
  situacao?: number;
  possuiPendencia?: boolean;
}) {
  const getList = vi.fn(async (resource: string, params: GetListParams) => {
    expect(params.filter).toEqual({ propostaAdesaoId: PROPOSTA_ID });
    const data = ROWS[resource] ?? [];
    return { data, total: data.length };
  });
  // As the server answers: the observation with its id, author and date.
  const create = vi.fn(async (_resource: string, params: { data: object }) => ({
    data: {
      id: 99,
      usuario: 'otavio',
      userName: 'Otávio Operador',
      dataCriacao: '2026-03-05T13:00:00.000Z',
      resolucaoPendencia: null,
      ...params.data,
    },
  }));
  const resolverPendencia = vi.fn(async () => ({}));
  const dataProvider = {
    ...testDataProvider({ getList, create } as unknown as Partial<DataProvider>),
    resolverPendencia,
  } as DataProvider;
  const authProvider = testAuthProvider({
    getPermissions: async () => roles,
    getIdentity: async () => ({ id: 1, fullName, username, roles }),
  });
  renderWithAdmin(
    <PropostaSidePanel
      proposta={{ id: PROPOSTA_ID, situacaoPropostaAdesaoId: situacao, possuiPendencia }}
    />,
    { dataProvider, authProvider },
  );
  return { getList, create, resolverPendencia, user: userEvent.setup() };
}

describe('PropostaSidePanel', () => {
  it('shows the nursing notes tab to nurses and health managers', async () => {
    for (const role of ['Enfermeiro', 'EnfermeiroExterno', 'GestorSaude']) {
      renderPanel({ roles: [role] });
      expect(await screen.findByRole('tab', { name: 'Anotações da Enfermagem' })).toBeVisible();
      expect(screen.getAllByRole('tab')).toHaveLength(3);
      cleanup();
    }
  });

  it('hides the nursing notes tab from the other staff roles', async () => {
    renderPanel({ roles: ['GestorComercial', 'OperadorCallCenter', 'DAC'] });
    expect(await screen.findByRole('tab', { name: 'Histórico de proposta' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Observações gerais' })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Anotações da Enfermagem' })).toBeNull();
  });

  it('opens on the history timeline, with the pendency text, author and date', async () => {
    renderPanel({ roles: ['GestorComercial'] });
    const entry = (await screen.findByText('Pendência registrada para o corretor')).closest('li')!;
    // The key is shown by its pt-BR label, never as the slug 'registrar-pendencia'.
    expect(within(entry).getByText('Registrar pendência para o corretor')).toBeVisible();
    expect(within(entry).queryByText('registrar-pendencia')).toBeNull();
    expect(within(entry).getByText('Falta o comprovante de residência')).toBeVisible();
    expect(within(entry).getByText(/Gustavo Comercial/)).toHaveTextContent('02/03/2026');
    expect(screen.getByText('Proposta submetida')).toBeVisible();
    const criacao = screen.getByText('Proposta criada').closest('li')!;
    expect(within(criacao).getByText('Criação da proposta')).toBeVisible();
    const nova = screen.getByText('Registro de outro módulo').closest('li')!;
    expect(within(nova).getByText('Registro')).toBeVisible();
  });

  it("names the history's actions and the pendencies' departments in English when chosen", async () => {
    await i18nProvider.changeLocale('en');
    const { user } = renderPanel({ roles: ['GestorComercial'] });
    // The description is the server's record, kept as written; the action's name is translated.
    const entry = (await screen.findByText('Pendência registrada para o corretor')).closest('li')!;
    expect(within(entry).getByText('Register pending item for the broker')).toBeVisible();
    expect(screen.getByText('Send proposal')).toBeVisible();
    // The history's other entries too (servidor.propostas.entradasHistorico), and a key unknown.
    const criacao = screen.getByText('Proposta criada').closest('li')!;
    expect(within(criacao).getByText('Proposal created')).toBeVisible();
    const nova = screen.getByText('Registro de outro módulo').closest('li')!;
    expect(within(nova).getByText('Entry')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'General observations' }));
    const items = await screen.findAllByTestId('observacao');
    expect(within(items[0]).getByText('Department: Sales')).toBeVisible();
    expect(within(items[1]).getByText('Department: Nursing')).toBeVisible();
  });

  it('lists observations, with the resolved pendency badge and its resolution', async () => {
    const { user } = renderPanel({ roles: ['OperadorCallCenter'] });
    await user.click(await screen.findByRole('tab', { name: 'Observações gerais' }));
    const items = await screen.findAllByTestId('observacao');
    expect(items).toHaveLength(2);
    expect(within(items[1]).getByText('Pendência resolvida')).toBeVisible();
    expect(within(items[1]).getByText('Link reenviado por SMS')).toBeVisible();
    expect(within(items[0]).queryByText('Pendência resolvida')).toBeNull();
  });

  it('sends an observation with Enter, born resolved', async () => {
    const { user, create } = renderPanel({ roles: ['OperadorCallCenter'] });
    await user.click(await screen.findByRole('tab', { name: 'Observações gerais' }));
    await user.type(
      await screen.findByRole('textbox', { name: /Escreva uma observação/ }),
      'Cliente pediu retorno à tarde{Enter}',
    );
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(OBSERVACOES, {
        data: {
          propostaAdesaoId: PROPOSTA_ID,
          observacao: 'Cliente pediu retorno à tarde',
          tipoObservacaoId: 1,
          resolvido: true,
          setorResponsavel: null,
        },
      }),
    );
    expect(await screen.findByText('Observação registrada.')).toBeVisible();
    // Operators do not register pendencies for the broker.
    expect(screen.queryByRole('switch', { name: /pendência para o corretor/ })).toBeNull();
  });

  it("draws a new observation from the server's answer, without asking for the list again", async () => {
    const { user, getList } = renderPanel({ roles: ['OperadorCallCenter'] });
    await user.click(await screen.findByRole('tab', { name: 'Observações gerais' }));
    expect(await screen.findAllByTestId('observacao')).toHaveLength(2);
    const pedidos = () => getList.mock.calls.filter(([resource]) => resource === OBSERVACOES);
    expect(pedidos()).toHaveLength(1);
    await user.type(
      screen.getByRole('textbox', { name: /Escreva uma observação/ }),
      'Cliente pediu retorno à tarde{Enter}',
    );
    await waitFor(() => expect(screen.getAllByTestId('observacao')).toHaveLength(3));
    expect(
      within(screen.getAllByTestId('observacao')[0]).getByText('Cliente pediu retorno à tarde'),
    ).toBeVisible();
    expect(pedidos()).toHaveLength(1);
  });

  it('lets a commercial manager register a pendency for the broker', async () => {
    const { user, create } = renderPanel({ roles: ['GestorComercial'], possuiPendencia: false });
    await user.click(await screen.findByRole('tab', { name: 'Observações gerais' }));
    await user.click(
      await screen.findByRole('switch', { name: 'Registrar como pendência para o corretor' }),
    );
    await user.type(
      screen.getByRole('textbox', { name: /Escreva uma observação/ }),
      'Enviar RG legível{Enter}',
    );
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(OBSERVACOES, {
        data: expect.objectContaining({
          tipoObservacaoId: 2,
          resolvido: false,
          setorResponsavel: 2,
        }),
      }),
    );
    expect(await screen.findByText('Pendência registrada.')).toBeVisible();
  });

  it('resolves a pendency only with a reason of 8 characters, then confirms', async () => {
    const { user, resolverPendencia } = renderPanel({ roles: ['OperadorCallCenter'] });
    await user.click(await screen.findByRole('tab', { name: 'Observações gerais' }));
    await user.click(await screen.findByRole('button', { name: 'Resolver pendência' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolver pendência' });
    const continuar = within(dialog).getByRole('button', { name: 'Continuar' });
    expect(within(dialog).getByRole('button', { name: 'Voltar' })).toBeEnabled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), '1234567');
    expect(continuar).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), '8');
    expect(continuar).toBeEnabled();
    await user.click(continuar);

    await waitFor(() =>
      expect(resolverPendencia).toHaveBeenCalledExactlyOnceWith({
        propostaAdesaoId: PROPOSTA_ID,
        observacaoPropostaAdesaoId: 11,
        resolucao: '12345678',
      }),
    );
    expect(
      await screen.findByText(
        'Registro realizado. A pendência para a avaliação de saúde foi resolvida com sucesso.',
      ),
    ).toBeVisible();
  });

  it("draws a new nursing note from the server's answer, without asking for the notes again", async () => {
    const { user, getList, create } = renderPanel({
      roles: ['Enfermeiro'],
      username: 'enfermeiro',
      fullName: 'Elaine Enfermeira',
    });
    await user.click(await screen.findByRole('tab', { name: 'Anotações da Enfermagem' }));
    expect(await screen.findAllByTestId('anotacao')).toHaveLength(2);
    const pedidos = () => getList.mock.calls.filter(([resource]) => resource === ANOTACOES);
    expect(pedidos()).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: /anotação/i }), 'Exames recebidos{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('anotacao')).toHaveLength(3));
    expect(create).toHaveBeenCalledWith(ANOTACOES, {
      data: { texto: 'Exames recebidos', propostaAdesaoId: PROPOSTA_ID },
    });
    expect(
      within(screen.getAllByTestId('anotacao')[0]).getByText('Exames recebidos'),
    ).toBeVisible();
    expect(pedidos()).toHaveLength(1);
  });

  it("marks the nurse's own notes with 'Minha nota'", async () => {
    const { user } = renderPanel({
      roles: ['Enfermeiro'],
      username: 'enfermeiro',
      fullName: 'Elaine Enfermeira',
    });
    await user.click(await screen.findByRole('tab', { name: 'Anotações da Enfermagem' }));
    const notes = await screen.findAllByTestId('anotacao');
    expect(within(notes[0]).getByText('Minha nota')).toBeVisible();
    expect(within(notes[1]).queryByText('Minha nota')).toBeNull();
  });
});
