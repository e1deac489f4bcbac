import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AreaContext } from '../../components/layout/AreaContext';
import type { AreaId } from '../../domain';
import { authProvider } from '../../providers/authProvider';
import { buildDataProvider } from '../../providers/dataProvider';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { clearSession } from '../../providers/tokenStore';
import { buildProposta } from '../propostas/PropostaShow.fixtures';
import { AnexarDocumentacao } from './AnexarDocumentacao';
import type { Documento } from '../../providers/documentosDataProvider';
import { renderWithAdmin } from '../../../tests/helpers/render';

const documento = (id: number, nome: string, contentType = 'application/pdf'): Documento => ({
  id,
  propostaAdesaoId: 42,
  nomeArquivo: nome,
  tipoDocumentoId: 1,
  tipoNome: 'Documento de identidade',
  contentType,
  tamanho: 2048,
  usuario: 'Gustavo Comercial',
  dataCriacao: '2026-11-20T13:30:00.000Z',
});

let documentos: Documento[] = [];
const uploads: { tipo: string; nome: string }[] = [];
const deleted: string[] = [];
/** GETs of the documents' list. */
let leituras = 0;
const server = setupServer(
  http.get('*/api/adesao/42', () => HttpResponse.json({ success: true, data: buildProposta() })),
  http.get('*/api/documento/propostaAdesao/42/listarDocumentosAnexosSemArquivo', () => {
    leituras += 1;
    return HttpResponse.json({ success: true, data: documentos });
  }),
  http.post('*/api/adesao/42/documento/:tipo/anexar', async ({ request, params }) => {
    // jsdom's XMLHttpRequest loses the part's file name on the way: the test files carry
    // their name in their content instead.
    const file = (await request.formData()).get('arquivo') as File;
    const nome = (await file.text()).replace('%PDF-1.7 ', '');
    uploads.push({ tipo: String(params.tipo), nome });
    if (nome.startsWith('grande')) {
      return HttpResponse.json(
        { success: false, data: null, messages: ['O arquivo excede o tamanho máximo de 10 MB.'] },
        { status: 413 },
      );
    }
    const created = documento(100 + uploads.length, nome);
    documentos = [created, ...documentos];
    return HttpResponse.json({ success: true, data: created, messages: [] });
  }),
  http.get('*/api/documento/propostaAdesao/42/documentoAnexo/:docId', () =>
    HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7').buffer, {
      headers: { 'content-type': 'application/pdf' },
    }),
  ),
  http.delete('*/api/documento/propostaAdesao/42/documentoAnexo/:docId', ({ params }) => {
    deleted.push(String(params.docId));
    documentos = documentos.filter((d) => String(d.id) !== params.docId);
    return HttpResponse.json({ success: true, data: null, messages: [] });
  }),
  http.get('*/api/documento/propostaAdesao/42/selfieBeneficiario', () =>
    HttpResponse.json(
      { success: false, data: null, messages: ['Selfie não encontrada.'] },
      { status: 404 },
    ),
  ),
  http.get('*/api/documento/gerarPdf/42', () =>
    HttpResponse.json(
      { success: false, data: null, messages: ['Não foi possível gerar o dossiê.'] },
      { status: 500 },
    ),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  documentos = [documento(1, 'rg-frente.pdf')];
  uploads.length = 0;
  deleted.length = 0;
  leituras = 0;
  URL.createObjectURL = vi.fn(() => 'blob:documento');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  server.resetHandlers();
  clearSession();
});

function renderScreen(
  roles = ['GestorComercial'],
  { area = 'gestao-comercial' as AreaId, path = '/proposta/42/anexar-documentacao' } = {},
) {
  storeSignedInSession(roles);
  renderWithAdmin(
    <AreaContext.Provider value={area}>
      <Routes>
        <Route path="/proposta/:id/anexar-documentacao" element={<AnexarDocumentacao />} />
        <Route
          path="/vendas-internas/propostaPortabilidade/:id/anexar-documentacao"
          element={<AnexarDocumentacao />}
        />
      </Routes>
    </AreaContext.Provider>,
    { initialEntries: [path], dataProvider: buildDataProvider(), authProvider },
  );
  return userEvent.setup();
}

const pdf = (name: string) => new File([`%PDF-1.7 ${name}`], name, { type: 'application/pdf' });

describe('Anexar documentação', () => {
  it('sends each dropped file as the chosen kind and lists it with the others', async () => {
    const user = renderScreen();
    expect(await screen.findByText('rg-frente.pdf')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Tipo de documento' }));
    await user.click(screen.getByRole('option', { name: 'Comprovante de residência' }));
    const input = screen.getByLabelText('Arraste os arquivos para cá ou clique para selecionar');
    await user.upload(input, [pdf('conta-luz.pdf'), pdf('grande.pdf')]);

    const queue = await screen.findByRole('list', { name: 'Enviando' });
    await within(queue).findByText('Enviado');
    expect(within(queue).getByRole('progressbar', { name: 'conta-luz.pdf: 100%' })).toBeVisible();
    expect(await within(queue).findByRole('alert')).toHaveTextContent(
      'Não enviado: O arquivo excede o tamanho máximo de 10 MB.',
    );
    expect(uploads).toEqual([
      { tipo: 'comprovante-residencia', nome: 'conta-luz.pdf' },
      { tipo: 'comprovante-residencia', nome: 'grande.pdf' },
    ]);
    const list = screen.getByRole('list', { name: 'Documentos anexados' });
    expect(await within(list).findByText('conta-luz.pdf')).toBeVisible();
    expect(within(list).getAllByText(/2 KB · Gustavo Comercial · 20\/11\/2026/)).toHaveLength(2);
  });

  it('draws an attached and a deleted document from the answers, without reading the list again', async () => {
    const user = renderScreen();
    const list = await screen.findByRole('list', { name: 'Documentos anexados' });
    await within(list).findByText('rg-frente.pdf');
    expect(leituras).toBe(1);

    const input = screen.getByLabelText('Arraste os arquivos para cá ou clique para selecionar');
    await user.upload(input, pdf('cnh.pdf'));
    expect(await within(list).findByText('cnh.pdf')).toBeVisible();
    // Newest first, as the server lists them (the answer's id is higher at the same time).
    expect(
      within(list)
        .getAllByText(/\.pdf$/)
        .map((item) => item.textContent),
    ).toEqual(['cnh.pdf', 'rg-frente.pdf']);

    await user.click(screen.getByRole('button', { name: 'Excluir rg-frente.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir documento' });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(within(list).queryByText('rg-frente.pdf')).toBeNull());
    expect(within(list).getByText('cnh.pdf')).toBeVisible();
    expect(leituras).toBe(1);
  });

  it('refuses a file of another format before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderScreen();
    await screen.findByText('rg-frente.pdf');
    const input = screen.getByLabelText('Arraste os arquivos para cá ou clique para selecionar');
    await user.upload(
      input,
      new File(['MZ'], 'programa.exe', { type: 'application/x-msdownload' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Formato de arquivo não permitido. Envie um arquivo PDF, JPEG ou PNG.',
    );
    expect(uploads).toEqual([]);
  });

  it('previews a PDF inline and deletes a document after confirmation', async () => {
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: /^Visualizar rg-frente\.pdf / }));
    const dialog = await screen.findByRole('dialog', { name: 'rg-frente.pdf' });
    const frame = await within(dialog).findByTitle('rg-frente.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:documento');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));

    await user.click(await screen.findByRole('button', { name: 'Excluir rg-frente.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir documento' });
    expect(confirm).toHaveTextContent('A exclusão fica registrada');
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Documento excluído com sucesso!')).toBeVisible();
    expect(deleted).toEqual(['1']);
    expect(await screen.findByText('Nenhum documento anexado.')).toBeVisible();
  });

  it('says at once that there is no selfie after deleting it, without asking for it again', async () => {
    let leiturasSelfie = 0;
    server.use(
      http.get('*/api/documento/propostaAdesao/42/selfieBeneficiario', () => {
        leiturasSelfie += 1;
        return HttpResponse.arrayBuffer(new TextEncoder().encode('jpeg').buffer, {
          headers: { 'content-type': 'image/jpeg' },
        });
      }),
      http.delete('*/api/documento/propostaAdesao/42/selfieBeneficiario', () =>
        HttpResponse.json({ success: true, data: null, messages: [] }),
      ),
    );
    const user = renderScreen();
    expect(await screen.findByRole('img', { name: /selfie/i })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir selfie' });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('O beneficiário ainda não enviou a selfie.')).toBeVisible();
    expect(leiturasSelfie).toBe(1);
  });

  it('hides deleting from a role that may not, and says when there is no selfie', async () => {
    renderScreen(['Enfermeiro']);
    await screen.findByRole('button', { name: 'Baixar rg-frente.pdf' });
    expect(screen.queryByRole('button', { name: 'Excluir rg-frente.pdf' })).toBeNull();
    expect(await screen.findByText('O beneficiário ainda não enviou a selfie.')).toBeVisible();
  });

  it("shows the server's message when the dossier cannot be generated", async () => {
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Gerar dossiê (PDF)' }));
    expect(await screen.findByText('Não foi possível gerar o dossiê.')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Gerar dossiê (PDF)' })).toBeEnabled(),
    );
  });

  it("goes back to the portability view from the portability's attach screen (spec 2.3)", async () => {
    server.use(
      http.get('*/api/adesao/42', () =>
        HttpResponse.json({
          success: true,
          data: buildProposta({ tipo: 2, tipoNome: 'Portabilidade' }),
        }),
      ),
    );
    renderScreen(['Concessionaria'], {
      area: 'concessionaria',
      path: '/vendas-internas/propostaPortabilidade/42/anexar-documentacao',
    });
    expect(await screen.findByRole('link', { name: 'Voltar para a proposta' })).toHaveAttribute(
      'href',
      '/vendas-internas/propostaPortabilidade/42',
    );
  });
});
