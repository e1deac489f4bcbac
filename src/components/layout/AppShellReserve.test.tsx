import { render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { AREAS } from '../../domain';
import { i18nProvider } from '../../providers/i18nProvider';
import { TOKEN_STORAGE_KEY } from '../../providers/tokenStore';
import { appShellScript, SHELL_ON } from './appShell';
import { AppShellReserve } from './AppShellReserve';

/** Runs index.html's inline script at `pathname` (as the browser does, before the body). */
function runScriptAt(pathname: string) {
  window.history.replaceState(null, '', pathname);
  document.documentElement.classList.remove(SHELL_ON);
  new Function(
    appShellScript(
      AREAS.map((area) => area.id),
      TOKEN_STORAGE_KEY,
    ),
  )();
  return document.documentElement.classList.contains(SHELL_ON);
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove(SHELL_ON);
  window.history.replaceState(null, '', '/');
});

describe("index.html's outline switch", () => {
  it('switches the outline on at an area address when a sign-in is stored', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, '{"accessToken":"x"}');
    expect(runScriptAt('/gestao-comercial/propostas-entradas')).toBe(true);
    expect(runScriptAt('/dac')).toBe(true);
  });

  it('leaves it off on the login, the applicant pages and addresses that only look alike', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, '{"accessToken":"x"}');
    expect(runScriptAt('/login')).toBe(false);
    expect(runScriptAt('/mpa/abc')).toBe(false);
    expect(runScriptAt('/dacx/lista')).toBe(false);
  });

  it('leaves it off without a stored sign-in', () => {
    expect(runScriptAt('/gestao-comercial/propostas-entradas')).toBe(false);
  });
});

describe('AppShellReserve', () => {
  it('draws the outline for itself and says it is loading', () => {
    const { container } = render(
      <I18nContextProvider value={i18nProvider}>
        <AppShellReserve />
      </I18nContextProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Carregando...');
    expect(container.querySelector('.adesao-shell.adesao-shell-always')).not.toBeNull();
  });
});
