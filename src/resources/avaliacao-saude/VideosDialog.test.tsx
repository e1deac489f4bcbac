import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../providers/httpClient';
import { i18nProvider, resetLocale } from '../../providers/i18nProvider';
import { VideosDialog } from './VideosDialog';
import { avaliacaoSaudeMethods } from '../../providers/avaliacaoSaudeDataProvider';
import { renderWithAdmin } from '../../../tests/helpers/render';

const VIDEOS = [
  {
    id: '1',
    status: 'composition-available',
    url: '/api/AvaliacaoSaude/videos/1',
    dataCriacao: '2026-03-02T13:00:00.000Z',
    tamanhoBytes: 1234,
  },
  {
    id: '2',
    status: 'composition-hook-failed',
    url: null,
    dataCriacao: '2026-03-02T14:00:00.000Z',
    tamanhoBytes: null,
  },
];

function renderDialog() {
  renderWithAdmin(<VideosDialog propostaId={7} onClose={vi.fn()} />, {
    dataProvider: testDataProvider({ ...avaliacaoSaudeMethods }),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  resetLocale();
});

describe('VideosDialog', () => {
  it("lists the room's videos with their status and plays a stored one from a blob", async () => {
    const get = vi
      .spyOn(api, 'get')
      .mockImplementation(async (url: string) =>
        url.endsWith('/videos-auditoria') ? VIDEOS : new Blob(['webm'], { type: 'video/webm' }),
      );
    URL.createObjectURL = vi.fn(() => 'blob:video-1');
    URL.revokeObjectURL = vi.fn();
    renderDialog();
    expect(await screen.findByText('Disponível')).toBeInTheDocument();
    expect(screen.getByText('Sala ainda aberta / Hook falhou')).toBeInTheDocument();
    // Only the uploaded video can be played.
    const assistir = screen.getAllByRole('button', { name: 'Assistir ao vídeo' });
    expect(assistir).toHaveLength(1);
    await userEvent.setup().click(assistir[0]);
    await waitFor(() =>
      expect(document.querySelector('video')).toHaveAttribute('src', 'blob:video-1'),
    );
    expect(get).toHaveBeenCalledWith(
      '/api/AvaliacaoSaude/videos/1',
      expect.objectContaining({ responseType: 'blob' }),
    );
  });

  it("says 'Nenhum vídeo disponível' when the proposal has none", async () => {
    vi.spyOn(api, 'get').mockResolvedValue([]);
    renderDialog();
    expect(await screen.findByText('Nenhum vídeo disponível')).toBeInTheDocument();
  });

  it('names the statuses in English when English is chosen', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(VIDEOS);
    await i18nProvider.changeLocale('en');
    renderDialog();
    expect(await screen.findByText('Available')).toBeInTheDocument();
    expect(screen.getByText('Room still open / Hook failed')).toBeInTheDocument();
  });
});
