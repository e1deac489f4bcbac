import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, type DataProvider } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaContext } from '../../components/layout/AreaContext';
import type { AreaId } from '../../domain';
import { i18nProvider, resetLocale } from '../../providers/i18nProvider';
import { PropostaShow } from './PropostaShow';
import { buildProposta, RESPOSTAS } from './PropostaShow.fixtures';
import type { PropostaDetalhe } from './types';
import { renderWithAdmin, testAuthProvider } from '../../../tests/helpers/render';
import { limite } from '../../../tests/helpers/limites';

interface Options {
  /** null: the API answers 404; 'falha': it answers 500 once, then the proposal. */
  proposta?: PropostaDetalhe | null | 'falha';
  roles?: string[];
  area?: AreaId;
  path?: string;
  /** GET api/agendamento/consultar/{id} fails. */
  agendamentoFalha?: boolean;
  /** The attached documents (one identity document by default). */
  documentos?: unknown[];
}

function renderShow({
  proposta = buildProposta(),
  roles = ['GestorComercial'],
  area = 'gestao-comercial',
  path = '/proposta/42',
  agendamentoFalha = false,
  documentos = [
    { id: 1, nomeArquivo: 'rg-frente.pdf', tipoNome: 'RG', tamanho: 1536, dataCriacao: null },
  ],
}: Options = {}) {
  let failures = proposta === 'falha' ? 1 : 0;
  const getOne = vi.fn(async () => {
    if (!proposta) throw Object.assign(new Error('Proposta não encontrada'), { status: 404 });
    if (failures-- > 0) throw Object.assign(new Error('Erro no servidor'), { status: 500 });
    return { data: proposta === 'falha' ? buildProposta() : proposta };
  });
  const methods = {
    enviarComando: vi.fn(async () => ({ data: {}, messages: ['Proposta cancelada com sucesso!'] })),
    resolverPendencia: vi.fn(async () => ({})),
    obterRespostasDeclaracao: vi.fn(async () => RESPOSTAS),
    consultarAgendamento: vi.fn(async () => {
      if (agendamentoFalha) throw new Error('Erro no servidor');
      return {
        id: 7,
        propostaAdesaoId: 42,
        data: '10/03/2027 09:00',
        horario: '09:00',
        profissional: 'Elaine Enfermeira',
        agendadoPor: 'Otávio Operador',
        dataCriacao: '2027-03-01T13:30:00.000Z',
      };
    }),
    listarDocumentos: vi.fn(async () => documentos),
  };
  const dataProvider = {
    ...testDataProvider({
      getOne,
      getList: async () => ({ data: [], total: 0 }),
    } as unknown as Partial<DataProvider>),
    ...methods,
  } as DataProvider;
  const authProvider = testAuthProvider({
    getPermissions: async () => roles,
    getIdentity: async () => ({ id: 1, fullName: 'Gustavo Comercial', username: 'gc', roles }),
    canAccess: async () => true,
  });
  const { unmount } = renderWithAdmin(
    <AreaContext.Provider value={area}>
      <Routes>
        <Route path="/proposta/:id" element={<PropostaShow />} />
        <Route
          path="/proposta/:id/aprovar"
          element={<PropostaShow dialog="aprovar-documentacao" />}
        />
        <Route path="/vendas-internas/propostaPortabilidade/:id" element={<PropostaShow />} />
        <Route
          path="/vendas-internas/propostaPortabilidade/:id/aprovar"
          element={<PropostaShow dialog="confirmar-envio-documentacao" />}
        />
      </Routes>
      <Endereco />
    </AreaContext.Provider>,
    { initialEntries: [path], dataProvider, authProvider },
  );
  return { getOne, ...methods, unmount, user: userEvent.setup() };
}

/** Where the screen is: the dialogs of a route go back to the proposal's address. */
function Endereco() {
  return <output aria-label="Endereço">{useLocation().pathname}</output>;
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Proposta 100123' });

afterEach(() => resetLocale());

describe('PropostaShow', () => {
  it("says 'Carregando...' and then shows the proposal's cards", async () => {
    renderShow();
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    await heading();
    expect(screen.getAllByText('Nova entrada')[0]).toBeVisible();
    const cliente = screen.getByRole('region', { name: 'Dados do cliente' });
    expect(within(cliente).getByText('529.982.247-25')).toBeVisible();
    expect(within(cliente).getByText('09/04/1958')).toBeVisible();
    expect(within(cliente).getByText('(27) 99876-5432')).toBeVisible();
    expect(within(cliente).getByText('ES - Matriz-Vitória')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Corretor' })).toHaveTextContent(
      'Barros LTDA Corretora',
    );
    expect(screen.getByRole('region', { name: 'Aprovações' })).toHaveTextContent('Atenção');
  });

  it('lists every declaration answer to a health role, numbered, with the detail or its absence', async () => {
    renderShow({ roles: ['GestorSaude'] });
    const answers = await screen.findAllByTestId('resposta-declaracao');
    // All four, the DeclaracaoSaude stage included: a health role reads every answer.
    expect(answers).toHaveLength(4);
    expect(answers[0]).toHaveTextContent('Recebeu a orientação médica?');
    expect(answers[0]).toHaveTextContent('Sim');
    expect(answers[0]).toHaveTextContent('Nenhum detalhamento informado.');
    expect(answers[1]).toHaveTextContent('Possui diabetes?');
    expect(answers[1]).toHaveTextContent('Tipo 2, controlada');
    expect(answers[2]).toHaveTextContent('Faz caminhada diária');
    expect(answers[3]).toHaveTextContent('Não');
    expect(screen.queryByText(/vistas somente pela equipe de saúde/)).toBeNull();
  });

  it('shows other roles only the answers that are not health data, and that the declaration was answered', async () => {
    renderShow({ roles: ['GestorComercial'] });
    const answers = await screen.findAllByTestId('resposta-declaracao');
    expect(answers).toHaveLength(1);
    expect(answers[0]).toHaveTextContent('Recebeu a orientação médica?');
    const card = screen.getByRole('region', { name: 'Respostas da declaração de saúde' });
    expect(card).toHaveTextContent(
      'Declaração de saúde respondida. As respostas que são dados de saúde são vistas somente pela equipe de saúde.',
    );
    expect(card).not.toHaveTextContent('diabetes');
    expect(card).not.toHaveTextContent('caminhada');
  });

  it("reads one answer for the nursing card: 'Sem agendamento' unless the proposal is booked", async () => {
    renderShow({ proposta: buildProposta({ marcada: false }) });
    const card = await screen.findByRole('region', { name: 'Avaliação de enfermagem' });
    expect(card).toHaveTextContent('Sem agendamento');
    expect(card).toHaveTextContent('Avaliação finalizada por');
    expect(card).toHaveTextContent('Elaine Enfermeira');
  });

  it('never shows a booked chip beside "Sem agendamento"', async () => {
    renderShow({ proposta: buildProposta({ marcada: true, avaliacaoSaudeConcluida: false }) });
    const card = await screen.findByRole('region', { name: 'Avaliação de enfermagem' });
    expect(card).not.toHaveTextContent('Sem agendamento');
  });

  it('shows the booked appointment: date and time, professional, who booked it and when', async () => {
    const { consultarAgendamento } = renderShow({
      proposta: buildProposta({ marcada: true, avaliacaoSaudeConcluida: false }),
    });
    const card = await screen.findByRole('region', { name: 'Avaliação de enfermagem' });
    await waitFor(() => expect(card).toHaveTextContent('10/03/2027 09:00'));
    expect(card).toHaveTextContent('Elaine Enfermeira');
    expect(card).toHaveTextContent('Por Otávio Operador em 01/03/2027 10:30');
    expect(consultarAgendamento).toHaveBeenCalledWith(42, expect.anything());
  });

  it("keeps a failed appointment read silent on the nurse's area only", async () => {
    const booked = buildProposta({ marcada: true, avaliacaoSaudeConcluida: false });
    const failing = (area: AreaId) =>
      renderShow({ proposta: booked, area, roles: ['Enfermeiro'], agendamentoFalha: true });
    const { unmount } = failing('operador-callcenter');
    expect(await screen.findByText('Não foi possível carregar o agendamento.')).toBeVisible();
    unmount();
    failing('enfermeiro-avaliador');
    const card = await screen.findByRole('region', { name: 'Avaliação de enfermagem' });
    await waitFor(() => expect(within(card).queryByText('Carregando...')).toBeNull());
    expect(card).not.toHaveTextContent('Não foi possível carregar o agendamento.');
    expect(card).toHaveTextContent('Agendada');
  });

  it('does not ask for an appointment the proposal does not have', async () => {
    const { consultarAgendamento } = renderShow({ proposta: buildProposta({ marcada: false }) });
    await screen.findByRole('region', { name: 'Avaliação de enfermagem' });
    expect(consultarAgendamento).not.toHaveBeenCalled();
  });

  it('lists the attached documents with their kind and size on base 1024', async () => {
    renderShow();
    expect(await screen.findByText('rg-frente.pdf')).toBeVisible();
    expect(screen.getByText(/1,5 KB/)).toBeVisible();
  });

  it("offers the commercial manager the table's actions for a new entry", async () => {
    renderShow();
    await heading();
    for (const label of [
      'Aprovar documentação',
      'Cancelar proposta',
      'Bloquear proposta',
      'Inativar proposta',
    ]) {
      expect(screen.getByRole('button', { name: label })).toBeVisible();
    }
    expect(screen.queryByRole('button', { name: 'Desbloquear proposta' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Alterar vencimento' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enviar comunicado' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Anexar documentação' })).toHaveAttribute(
      'href',
      '/proposta/42/anexar-documentacao',
    );
    expect(screen.getByRole('link', { name: 'Gestão financeira' })).toHaveAttribute(
      'href',
      '/gestao-financeira/42',
    );
  });

  it('withholds the documentation approval while a pendency is open', async () => {
    renderShow({ proposta: buildProposta({ possuiPendencia: true }) });
    await heading();
    expect(screen.getByText('Possui pendência')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Aprovar documentação' })).toBeNull();
  });

  it("names the table's actions and the pending chip in English when English is chosen", async () => {
    await i18nProvider.changeLocale('en');
    const user = userEvent.setup();
    renderShow({ proposta: buildProposta({ possuiPendencia: true }) });
    await screen.findByRole('heading', { level: 1, name: /100123/ });
    expect(screen.getByText('Has a pending item')).toBeVisible();
    for (const label of ['Cancel proposal', 'Block proposal', 'Inactivate proposal']) {
      expect(screen.getByRole('button', { name: label })).toBeVisible();
    }
    await user.click(screen.getByRole('button', { name: 'Block proposal' }));
    expect(await screen.findByRole('dialog', { name: 'Block proposal' })).toBeVisible();
  });

  it('gives the call-centre operator no lifecycle action but the appointment link', async () => {
    renderShow({
      roles: ['OperadorCallCenter'],
      area: 'operador-callcenter',
      proposta: buildProposta({ situacaoPropostaAdesaoId: 11, avaliacaoSaudeConcluida: false }),
    });
    await heading();
    expect(
      screen.getByText('Nenhuma mudança de situação disponível para esta proposta agora.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Agendar avaliação' })).toHaveAttribute(
      'href',
      '/avaliacao-saude/agendamento/42',
    );
    expect(screen.queryByRole('button', { name: 'Alterar vencimento' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Links do proponente' })).toHaveTextContent(
      'Fila de atendimento',
    );
  });

  it('offers no appointment once the nursing evaluation is done', async () => {
    renderShow({
      roles: ['OperadorCallCenter'],
      area: 'operador-callcenter',
      proposta: buildProposta({ situacaoPropostaAdesaoId: 11, avaliacaoSaudeConcluida: true }),
    });
    await heading();
    expect(screen.queryByRole('link', { name: 'Agendar avaliação' })).toBeNull();
  });

  it('cancels only with a reason, sends the version and shows the answer as the notice', async () => {
    const { user, enviarComando } = renderShow();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Cancelar proposta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar proposta' });
    const confirmar = within(dialog).getByRole('button', { name: 'Confirmar' });
    expect(confirmar).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Cliente desistiu');
    await user.click(confirmar);
    await waitFor(() =>
      expect(enviarComando).toHaveBeenCalledExactlyOnceWith({
        url: '/api/adesao/cancelar',
        method: 'POST',
        body: { id: 42, versao: 3, motivo: 'Cliente desistiu' },
      }),
    );
    expect(await screen.findByText('Proposta cancelada com sucesso!')).toBeVisible();
  });

  it("shows the server's pt-BR notice in English when English is chosen", async () => {
    // The answer stays pt-BR (servidor.propostas.ciclo.sucesso); the browser recognises it.
    await i18nProvider.changeLocale('en');
    const { user } = renderShow();
    await screen.findByRole('heading', { level: 1, name: /100123/ });
    await user.click(screen.getByRole('button', { name: 'Cancel proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel proposal' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Cliente desistiu');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Proposal cancelled successfully!')).toBeVisible();
  });

  it("stores a contact from 'Adicionar contato' and picks it for the send", async () => {
    const { user, enviarComando } = renderShow({
      proposta: buildProposta({ situacaoPropostaAdesaoId: 11 }),
    });
    await heading();
    const links = screen.getByRole('region', { name: 'Links do proponente' });
    await user.click(within(links).getByRole('button', { name: 'Reenviar' }));
    const send = await screen.findByRole('dialog', { name: 'Reenviar: Fila de atendimento' });
    await user.click(within(send).getByRole('button', { name: 'Adicionar contato' }));
    const add = await screen.findByRole('dialog', { name: 'Adicionar contato' });

    enviarComando.mockRejectedValueOnce(new Error('Telefone inválido'));
    await user.type(within(add).getByRole('textbox', { name: 'Telefone' }), '27998761111');
    await user.click(within(add).getByRole('button', { name: 'Adicionar' }));
    // A refusal keeps the dialog and what was typed.
    await waitFor(() => expect(enviarComando).toHaveBeenCalledTimes(1));
    expect(within(add).getByRole('textbox', { name: 'Telefone' })).toHaveValue('(27) 99876-1111');

    enviarComando.mockResolvedValueOnce({
      data: { id: 7, telefone: '27998761111' },
      messages: ['Contato adicionado com sucesso!'],
    });
    await user.click(within(add).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Adicionar contato' })).toBeNull(),
    );
    expect(enviarComando).toHaveBeenLastCalledWith({
      url: '/api/adesao/42/contatos',
      method: 'POST',
      body: { telefone: '27998761111', versao: 3 },
    });
    expect(await screen.findByText('Contato adicionado com sucesso!')).toBeVisible();
    expect(within(send).getByRole('radio', { name: '(27) 99876-1111' })).toBeChecked();
    expect(within(send).getByRole('radio', { name: '(27) 99876-5432' })).not.toBeChecked();
  });

  it(
    "'Copiar link' issues a link on request, copies it and shows it only in its dialog",
    async () => {
      const fila = 'https://adesao.exemplo/mpa/abc';
      const { enviarComando } = renderShow({
        proposta: buildProposta({ situacaoPropostaAdesaoId: 11 }),
      });
      await heading();
      // The detail carries no live link: nothing on the screen before the request.
      expect(screen.queryByText(fila)).toBeNull();
      const writeText = vi.spyOn(navigator.clipboard, 'writeText');
      const links = screen.getByRole('region', { name: 'Links do proponente' });
      await userEvent.click(within(links).getAllByRole('button', { name: 'Copiar link' })[0]);
      const dialog = await screen.findByRole('dialog', { name: 'Copiar: Fila de atendimento' });
      expect(within(dialog).getByText(/O link enviado antes deixará de valer/)).toBeVisible();
      expect(enviarComando).not.toHaveBeenCalled();

      enviarComando.mockResolvedValueOnce({
        data: { link: fila },
        messages: ['Novo link gerado.'],
      });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar link' }));
      await waitFor(() => expect(writeText).toHaveBeenCalledExactlyOnceWith(fila));
      expect(enviarComando).toHaveBeenCalledExactlyOnceWith({
        url: '/api/adesao/42/links/fila/copiar',
        method: 'POST',
      });
      expect(within(dialog).getByLabelText('Link para o proponente')).toHaveValue(fila);
      expect(await screen.findByText('Conteúdo copiado com sucesso.')).toBeVisible();

      writeText.mockRejectedValueOnce(new Error('negado'));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Copiar' }));
      expect(await screen.findByText('Ocorreu um erro na cópia.')).toBeVisible();

      // Closed, the address is gone: opening again asks the server again.
      await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.queryByDisplayValue(fila)).toBeNull();
    },
    limite(20_000),
  );

  it('opens the approval dialog when reached through proposta/{id}/aprovar', async () => {
    const { user, enviarComando } = renderShow({ path: '/proposta/42/aprovar' });
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar documentação' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(enviarComando).toHaveBeenCalledWith({
        url: '/api/adesao/42/aprovarDocumentacao',
        method: 'POST',
        body: { versao: 3 },
      }),
    );
  });

  it('keeps a portability at the addresses of its kind in the dealership area (spec 2.3)', async () => {
    const { user } = renderShow({
      roles: ['Concessionaria'],
      area: 'concessionaria',
      path: '/vendas-internas/propostaPortabilidade/42/aprovar',
      proposta: buildProposta({ tipo: 2, tipoNome: 'Portabilidade', situacaoPropostaAdesaoId: 2 }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar envio da documentação' });
    expect(screen.getByRole('link', { name: 'Anexar documentação', hidden: true })).toHaveAttribute(
      'href',
      '/vendas-internas/propostaPortabilidade/42/anexar-documentacao',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Endereço' })).toHaveTextContent(
        /^\/vendas-internas\/propostaPortabilidade\/42$/,
      ),
    );
  });

  it('refuses to approve the documentation of a proposal with no document, and leads to attaching it', async () => {
    const { enviarComando } = renderShow({ path: '/proposta/42/aprovar', documentos: [] });
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar documentação' });
    expect(
      await within(dialog).findByText(
        'A proposta não tem documentos anexados. Anexe a documentação antes de aprová-la.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Confirmar' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Anexar documentação' })).toHaveAttribute(
      'href',
      '/proposta/42/anexar-documentacao',
    );
    expect(within(dialog).getByRole('button', { name: 'Voltar' })).toBeEnabled();
    expect(enviarComando).not.toHaveBeenCalled();
  });

  it("reloads on a same-origin 'atualizar-proposta-42' message, and only then", async () => {
    const { getOne } = renderShow();
    await heading();
    const calls = getOne.mock.calls.length;

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: 'atualizar-proposta-42',
          origin: 'https://outro.example',
        }),
      );
      window.dispatchEvent(
        new MessageEvent('message', {
          data: 'atualizar-proposta-7',
          origin: window.location.origin,
        }),
      );
    });
    // A reload would call getOne within a few promise turns of the message (no timer between).
    await act(async () => {});
    expect(getOne).toHaveBeenCalledTimes(calls);

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: 'atualizar-proposta-42',
          origin: window.location.origin,
        }),
      );
    });
    await waitFor(() => expect(getOne.mock.calls.length).toBeGreaterThan(calls));
  });

  it("says 'Proposta não encontrada' for a proposal out of reach", async () => {
    renderShow({ proposta: null });
    expect(await screen.findByRole('heading', { name: 'Proposta não encontrada' })).toBeVisible();
  });

  it('offers another try when the server fails, and then shows the proposal', async () => {
    const { user } = renderShow({ proposta: 'falha' });
    expect(await screen.findByText('Não foi possível carregar a proposta.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await heading();
  });
});
