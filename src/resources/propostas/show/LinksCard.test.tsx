import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITUACAO } from '../../../domain';
import { i18nProvider, resetLocale } from '../../../providers/i18nProvider';
import { buildProposta } from '../PropostaShow.fixtures';
import { LinksCard } from './LinksCard';
import { renderWithAdmin } from '../../../../tests/helpers/render';

afterEach(() => resetLocale());

const S = SITUACAO;

/** The labels of the links the card offers to resend (one 'Reenviar' each). */
function offered(situacaoPropostaAdesaoId: number, dependente = false) {
  const { unmount } = renderWithAdmin(
    <LinksCard
      proposta={buildProposta({
        situacaoPropostaAdesaoId,
        propostaTitular: dependente
          ? { id: 7, nome: 'Iolanda Prates Barcellos', cpf: '52998224725' }
          : null,
      })}
    />,
    { dataProvider: testDataProvider() },
  );
  const region = screen.queryByRole('region', { name: 'Links do proponente' });
  const labels = region
    ? within(region)
        .getAllByRole('button', { name: 'Reenviar' })
        .map((button) => button.parentElement!.querySelector('p')!.textContent)
    : [];
  unmount();
  return labels;
}

describe('LinksCard', () => {
  it('offers the holder each link in its statuses, the signature while it is hers to sign', () => {
    expect(offered(S.AguardandoAprovacaoTermo)).toEqual(['Termo de intenção de compra']);
    expect(offered(S.AguardandoDeclaracaoSaude)).toEqual([
      'Fila de atendimento',
      'Avaliação de saúde pelo aplicativo',
    ]);
    expect(offered(S.AguardandoAssinaturas)).toEqual(['Assinatura do contrato']);
    expect(offered(S.Concluida)).toEqual([]);
  });

  it("offers a dependant her own queue and declaration, never the family's term or contract", () => {
    expect(offered(S.AguardandoAprovacaoTermo, true)).toEqual([]);
    expect(offered(S.AguardandoDeclaracaoSaude, true)).toEqual([
      'Fila de atendimento',
      'Avaliação de saúde pelo aplicativo',
    ]);
    expect(offered(S.AguardandoAssinaturas, true)).toEqual([]);
  });

  it("says a dependant without a contact of her own is sent her links at the holder's", async () => {
    const getOne = vi.fn(async () => ({
      data: buildProposta({
        id: 7,
        email: 'iolanda@example.com',
        contatos: [{ id: 9, telefone: '27991112222' }],
      }),
    }));
    renderWithAdmin(
      <LinksCard
        proposta={buildProposta({
          situacaoPropostaAdesaoId: S.AguardandoDeclaracaoSaude,
          email: null,
          contatos: [],
          propostaTitular: { id: 7, nome: 'Iolanda Prates Barcellos', cpf: '52998224725' },
        })}
      />,
      { dataProvider: testDataProvider({ getOne } as never) },
    );
    expect(
      await screen.findByText(
        "Sem contato próprio cadastrado: os links vão para os contatos do titular, Iolanda Prates Barcellos. Para enviá-los a um telefone do dependente, use 'Adicionar contato' no reenvio.",
      ),
    ).toBeVisible();
    expect(getOne).toHaveBeenCalledWith('proposta', expect.objectContaining({ id: 7 }));
    const user = userEvent.setup();
    const fila = screen.getByText('Fila de atendimento').parentElement!;
    await user.click(within(fila).getByRole('button', { name: 'Reenviar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: '(27) 99111-2222' })).toBeChecked();
  });

  it('names no holder when the dependant has a contact of her own', async () => {
    const getOne = vi.fn();
    renderWithAdmin(
      <LinksCard
        proposta={buildProposta({
          situacaoPropostaAdesaoId: S.AguardandoDeclaracaoSaude,
          propostaTitular: { id: 7, nome: 'Iolanda Prates Barcellos', cpf: '52998224725' },
        })}
      />,
      { dataProvider: testDataProvider({ getOne } as never) },
    );
    await screen.findByText('Fila de atendimento');
    expect(screen.queryByText(/contatos do titular/)).toBeNull();
    expect(getOne).not.toHaveBeenCalled();
  });

  it('names the links, and the dialogs they open, in English when English is chosen', async () => {
    await i18nProvider.changeLocale('en');
    renderWithAdmin(
      <LinksCard
        proposta={buildProposta({ situacaoPropostaAdesaoId: S.AguardandoDeclaracaoSaude })}
      />,
      { dataProvider: testDataProvider() },
    );
    const region = screen.getByRole('region', { name: "Applicant's links" });
    expect(within(region).getByText('Attendance queue')).toBeVisible();
    const app = within(region).getByText('Health evaluation in the app').parentElement!;
    const user = userEvent.setup();
    await user.click(within(app).getByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByRole('dialog', { name: 'Resend: Health evaluation in the app' }),
    ).toBeVisible();
  });
});
