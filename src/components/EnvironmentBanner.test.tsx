import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfiguracao, resetConfiguracao, type Configuracao } from '../providers/configuracao';
import { EnvironmentBanner } from './EnvironmentBanner';
import { HelpButton } from './HelpButton';
import { renderPage } from '../../tests/helpers/render';

let configuracao: Configuracao = { ambiente: 'production', versao: '2.5.55', chatUrl: null };
const server = setupServer(
  http.get('*/api/configuracao', () =>
    HttpResponse.json({ success: true, data: configuracao, messages: [] }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => resetConfiguracao());

function renderShellParts(config: Configuracao) {
  configuracao = config;
  return renderPage(
    <>
      <EnvironmentBanner />
      <HelpButton />
      <p>conteúdo</p>
    </>,
  );
}

describe('the environment banner', () => {
  it.each(['staging', 'local'] as const)(
    'shows "Ambiente de homologação" in %s',
    async (ambiente) => {
      renderShellParts({ ambiente, versao: '2.5.55', chatUrl: null });
      expect(await screen.findByText('Ambiente de homologação')).toBeVisible();
      expect(document.documentElement.style.getPropertyValue('--adesao-banner-height')).toBe(
        '24px',
      );
    },
  );

  it.each(['production', 'test'] as const)('is absent in %s', async (ambiente) => {
    renderShellParts({ ambiente, versao: '2.5.55', chatUrl: null });
    // The page's one configuration request, awaited: its answer has been applied after this.
    await act(() => loadConfiguracao());
    expect(screen.queryByText('Ambiente de homologação')).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--adesao-banner-height')).toBe('');
  });
});

describe('the help button', () => {
  it('opens the configured chat in a new tab', async () => {
    renderShellParts({
      ambiente: 'production',
      versao: '2.5.55',
      chatUrl: 'https://chat.example/vendas',
    });
    const button = await screen.findByRole('link', { name: /Dúvida\? Clique aqui\.\.\./ });
    expect(button).toHaveAttribute('href', 'https://chat.example/vendas');
    expect(button).toHaveAttribute('target', '_blank');
  });

  it('is hidden when no chat is configured', async () => {
    renderShellParts({ ambiente: 'production', versao: '2.5.55', chatUrl: null });
    expect(await act(() => loadConfiguracao())).toMatchObject({ chatUrl: null });
    expect(screen.queryByText('Dúvida? Clique aqui...')).toBeNull();
  });
});
