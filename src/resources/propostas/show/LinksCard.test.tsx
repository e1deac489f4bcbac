import { render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SITUACAO } from '../../../domain';
import { i18nProvider } from '../../../providers/i18nProvider';
import { buildProposta } from '../PropostaShow.fixtures';
import { LinksCard } from './LinksCard';

const S = SITUACAO;

/** The labels of the links the card offers to resend (one 'Reenviar' each). */
function offered(situacaoPropostaAdesaoId: number, dependente = false) {
  const { unmount } = render(
    <MemoryRouter>
      <AdminContext
        dataProvider={testDataProvider()}
        store={memoryStore()}
        i18nProvider={i18nProvider}
      >
        <LinksCard
          proposta={buildProposta({
            situacaoPropostaAdesaoId,
            propostaTitular: dependente
              ? { id: 7, nome: 'Iolanda Prates Barcellos', cpf: '52998224725' }
              : null,
          })}
        />
      </AdminContext>
    </MemoryRouter>,
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
});
