import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { buildProposta } from '../PropostaShow.fixtures';
import type { ConsultaReceitaFederal } from '../types';
import { ReceitaFederalCard } from './ReceitaFederalCard';
import { renderWithAdmin, testAuthProvider } from '../../../../tests/helpers/render';

function renderCard(
  receitaFederal: Partial<ConsultaReceitaFederal>,
  { roles = ['GestorComercial'], situacao = 1 as number | null } = {},
) {
  const enviarComando = vi.fn(async () => ({
    data: { estado: 'pendente' },
    messages: [
      'Consulta à Receita Federal solicitada. O resultado aparece nesta tela assim que o serviço responder.',
    ],
  }));
  const dataProvider = { ...testDataProvider(), enviarComando } as unknown as DataProvider;
  const authProvider = testAuthProvider({
    getPermissions: async () => roles,
    getIdentity: async () => ({ id: 1, fullName: 'Gustavo Comercial', roles }),
  });
  const base = buildProposta().receitaFederal;
  renderWithAdmin(
    <ReceitaFederalCard
      proposta={buildProposta({
        situacaoPropostaAdesaoId: situacao,
        receitaFederal: { ...base, ...receitaFederal },
      })}
    />,
    { dataProvider, authProvider },
  );
  return { enviarComando, user: userEvent.setup() };
}

const card = () => screen.getByRole('region', { name: 'Receita Federal' });

describe('ReceitaFederalCard', () => {
  it('lists each divergence with the proposal and registry values, the CPF status and the date', async () => {
    renderCard({
      situacaoCadastral: 'Suspensa',
      consultadaEm: '2026-03-02T13:05:00.000Z',
      divergencias: [
        {
          campo: 'nome',
          descricao: 'Nome diverge do cadastro da Receita Federal',
          valorDeclarado: 'Joana Prado',
          valorReceita: 'MARIA APARECIDA DOS SANTOS',
        },
        {
          campo: 'situacaoCadastral',
          descricao: 'CPF não está em situação regular na Receita Federal',
          valorDeclarado: '',
          valorReceita: 'Suspensa',
        },
      ],
    });
    expect(within(card()).getByRole('alert')).toHaveTextContent(
      '2 divergências com a Receita Federal',
    );
    const rows = within(card()).getAllByTestId('divergencia-rf');
    expect(rows[0]).toHaveTextContent(
      'Nome diverge do cadastro da Receita FederalJoana PradoMARIA APARECIDA DOS SANTOS',
    );
    // Nothing declared for a status: a dash, not an empty cell.
    expect(rows[1]).toHaveTextContent('—Suspensa');
    expect(card()).toHaveTextContent(
      'Situação do CPF: Suspensa · Última consulta em 02/03/2026 10:05',
    );
  });

  it('says the data match when the check found nothing', () => {
    renderCard({});
    expect(within(card()).getByRole('alert')).toHaveTextContent(
      'Nome, data de nascimento e situação do CPF conferem com a Receita Federal.',
    );
    expect(within(card()).queryByRole('table')).toBeNull();
  });

  it('says the check is pending while the service is down, without offering a second request', async () => {
    renderCard({ estado: 'pendente', consultadaEm: null, situacaoCadastral: null });
    expect(within(card()).getByRole('alert')).toHaveTextContent(
      'Consulta pendente: aguardando a resposta da Receita Federal.',
    );
    await screen.findByText('Receita Federal');
    expect(within(card()).queryByRole('button', { name: 'Consultar novamente' })).toBeNull();
  });

  it("asks again with 'Consultar novamente' after a failed check and shows the server's notice", async () => {
    const { enviarComando, user } = renderCard({ estado: 'falhou' });
    expect(within(card()).getByRole('alert')).toHaveTextContent(
      'Não foi possível consultar a Receita Federal.',
    );
    await user.click(await within(card()).findByRole('button', { name: 'Consultar novamente' }));
    expect(enviarComando).toHaveBeenCalledWith({
      url: '/api/adesao/42/consultarReceitaFederal',
      method: 'POST',
    });
    expect(
      await screen.findByText(
        'Consulta à Receita Federal solicitada. O resultado aparece nesta tela assim que o serviço responder.',
      ),
    ).toBeVisible();
  });

  it('hides the button from roles that may not ask and explains the check to a draft', async () => {
    renderCard({ estado: null }, { roles: ['Supervisor'] });
    await screen.findByText('Receita Federal');
    expect(within(card()).getByRole('alert')).toHaveTextContent(
      'O CPF desta proposta ainda não foi consultado na Receita Federal.',
    );
    expect(within(card()).queryByRole('button')).toBeNull();
  });

  it('tells a draft that the check runs when it is sent', async () => {
    renderCard({ estado: null }, { situacao: null });
    expect(within(card()).getByRole('alert')).toHaveTextContent(
      'A consulta à Receita Federal é feita quando a proposta é enviada.',
    );
    await screen.findByText('Receita Federal');
    expect(within(card()).queryByRole('button')).toBeNull();
  });
});
