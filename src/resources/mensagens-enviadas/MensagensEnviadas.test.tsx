import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { testDataProvider, type GetListParams } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { menuFor } from '../../domain';
import {
  loadConfiguracao,
  resetConfiguracao,
  type Configuracao,
} from '../../providers/configuracao';
import {
  toMensagensEnviadasQuery,
  type MensagemEnviada,
} from '../../providers/mensagensEnviadasDataProvider';
import { productMenuTable } from '../../crud/menu';
import { MensagemEnviadaList } from './MensagemEnviadaList';
import { MensagemEnviadaShow } from './MensagemEnviadaShow';
import { trechos } from './TextoComLinks';
import { canAccessAs, renderWithAdmin, testAuthProvider } from '../../../tests/helpers/render';
import { limite } from '../../../tests/helpers/limites';

const LINK = 'http://localhost:3000/usuario/redefinir-senha?token=abc123';
const TERMO = 'http://localhost:3000/mpa/Zx9_token-do-termo';

const MENSAGENS: MensagemEnviada[] = [
  {
    id: 2,
    canal: 'sms',
    destinatario: '11987654321',
    assunto: null,
    texto: `Adesão: confirme sua intenção de compra do plano de saúde em ${TERMO}`,
    modelo: null,
    dataEnvio: '2026-03-02T13:35:00.000Z',
  },
  {
    id: 1,
    canal: 'email',
    destinatario: 'ana.souza@example.com',
    assunto: 'Bem-vindo ao Adesão',
    texto: `Olá, Ana!\n\nPara definir sua senha, acesse o link abaixo:\n\n${LINK}\n\nO link pode ser usado uma única vez.`,
    modelo: 'primeiro-acesso',
    dataEnvio: '2026-03-02T13:30:00.000Z',
  },
];

let configuracao: Configuracao = { ambiente: 'local', versao: '2.5.55', chatUrl: null };
const server = setupServer(
  http.get('*/api/configuracao', () =>
    HttpResponse.json({ success: true, data: configuracao, messages: [] }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => resetConfiguracao());

const admin = testAuthProvider(canAccessAs(['Admin']));

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string, ambiente: Configuracao['ambiente']) {
  configuracao = { ambiente, versao: '2.5.55', chatUrl: null };
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    const canal = (params.filter as { canal?: string }).canal;
    const data = MENSAGENS.filter((m) => !canal || m.canal === canal);
    return { data, total: data.length };
  });
  const getOne = vi.fn(async (_resource: string, { id }: { id: unknown }) => ({
    data: MENSAGENS.find((m) => m.id === Number(id))!,
  }));
  renderWithAdmin(
    <Routes>
      <Route path="/administrador/mensagens-enviadas" element={<MensagemEnviadaList />} />
      <Route path="/administrador/mensagens-enviadas/:id" element={<MensagemEnviadaShow />} />
    </Routes>,
    {
      initialEntries: [path],
      basename: '/administrador',
      dataProvider: testDataProvider({ getList: getList as never, getOne: getOne as never }),
      authProvider: admin,
      area: 'administrador',
      beside: (
        <>
          <LocationProbe />
        </>
      ),
    },
  );
  return { getList, getOne };
}

const rowOf = (text: string) =>
  waitFor(
    () => {
      const row = screen.getAllByRole('row').find((r) => r.textContent?.includes(text));
      if (!row) throw new Error(`linha de ${text} não encontrada`);
      return row;
      // The first render of a file loads react-admin's list: more than the default second.
    },
    { timeout: limite(5000) },
  );

describe("the administrator's 'Mensagens enviadas'", () => {
  it(
    'lists recipient, channel, subject, text, time and the links, clickable',
    async () => {
      renderAt('/administrador/mensagens-enviadas', 'local');
      const email = within(await rowOf('ana.souza@example.com'));
      expect(email.getByText('E-mail')).toBeInTheDocument();
      expect(email.getByText('Bem-vindo ao Adesão')).toBeInTheDocument();
      // dd/MM/yyyy HH:mm in Brasília time (13:30 UTC is 10:30 there).
      expect(email.getByText('02/03/2026 10:30')).toBeInTheDocument();
      const link = email.getByRole('link', { name: LINK });
      expect(link).toHaveAttribute('href', LINK);
      expect(link).toHaveAttribute('target', '_blank');

      const sms = within(await rowOf('11987654321'));
      expect(sms.getByText('SMS')).toBeInTheDocument();
      expect(sms.getByRole('link', { name: TERMO })).toHaveAttribute('href', TERMO);

      // Newest first, as the API answers.
      const rows = screen.getAllByRole('row').slice(1);
      expect(rows[0].textContent).toContain('11987654321');
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
        expect.arrayContaining(['Data', 'Canal', 'Destinatário', 'Assunto', 'Texto', 'Links']),
      );
    },
    limite(20_000),
  );

  it(
    "opens a message's detail, whose whole text keeps its link clickable",
    async () => {
      renderAt('/administrador/mensagens-enviadas', 'local');
      const email = within(await rowOf('ana.souza@example.com'));
      await userEvent.click(email.getByRole('link', { name: 'Ver mensagem' }));
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/administrador/mensagens-enviadas/1',
      );
      expect(await screen.findByText(/Para definir sua senha, acesse o link abaixo/)).toBeVisible();
      expect(screen.getByRole('link', { name: LINK })).toHaveAttribute('href', LINK);
      expect(screen.getByText('ana.souza@example.com')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Voltar para Mensagens enviadas' })).toHaveAttribute(
        'href',
        '/administrador/mensagens-enviadas',
      );
    },
    limite(20_000),
  );

  it('does not exist in production: an unknown page, and nothing asked of the API', async () => {
    const { getList } = renderAt('/administrador/mensagens-enviadas', 'production');
    await act(() => loadConfiguracao());
    expect(await screen.findByText('Página não encontrada')).toBeInTheDocument();
    expect(getList).not.toHaveBeenCalled();
  });

  it("is in the administrator's menu outside production only", () => {
    const labels = (ambiente?: string) =>
      JSON.stringify(
        menuFor('administrador', { roles: ['Admin'] }, productMenuTable('administrador'), {
          ambiente,
        }),
      );
    expect(labels('local')).toContain('"Mensagens enviadas"');
    expect(labels('test')).toContain('"path":"mensagens-enviadas"');
    expect(labels('production')).not.toContain('Mensagens enviadas');
    // Not known yet: the safe side.
    expect(labels(undefined)).not.toContain('Mensagens enviadas');
    const gestor = menuFor('gestao-comercial', { roles: ['GestorComercial'] }, undefined, {
      ambiente: 'local',
    });
    expect(JSON.stringify(gestor)).not.toContain('Mensagens enviadas');
  });
});

describe('the text of a message', () => {
  it('cuts the links out of the text, leaving sentence punctuation outside', () => {
    expect(trechos(`Acesse ${TERMO}. Ou (${LINK}).`)).toEqual([
      { texto: 'Acesse ' },
      { link: TERMO },
      { texto: '. Ou (' },
      { link: LINK },
      { texto: ').' },
    ]);
    expect(trechos('Sem links.')).toEqual([{ texto: 'Sem links.' }]);
  });

  it('sends the API its filters, trimmed, and the page', () => {
    expect(
      toMensagensEnviadasQuery({
        pagination: { page: 2, perPage: 20 },
        filter: { canal: 'sms', destinatario: '  ana ', outro: 'x' },
      }).toString(),
    ).toBe('pagina=2&pageSize=20&canal=sms&destinatario=ana');
  });
});
