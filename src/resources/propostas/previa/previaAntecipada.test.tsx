import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_SHELL_MARKUP, SHELL_ON } from '../../../components/layout/appShell';
import { clearSession } from '../../../providers/tokenStore';
import { storeSignedInSession } from '../../../providers/testing/storedSession';
import { row } from '../PropostaList.fixtures';
import { metaDaLista } from '../listaDaRota';
import { desenharPreviaAntecipada, ESPERA_DA_PREVIA_MS } from './previaAntecipada';
import { esquecerPrevia, guardarPrevia } from './previaGuardada';

const ROUTE = 'propostas-entradas';

/** What the early call does once it answers (precargaLista.ts): stores the preview. */
function guardar() {
  guardarPrevia({
    pathname: window.location.pathname,
    area: 'gestao-comercial',
    route: ROUTE,
    meta: metaDaLista('gestao-comercial', ROUTE)!,
    sort: { field: 'numeroContrato', order: 'DESC' },
    linhas: [row({ id: 1, numeroContrato: 100001 }), row({ id: 2, numeroContrato: 100002 })],
  });
}

/** index.html as the build writes it: the outline inside #root, switched on by its script. */
function paginaComContorno(ligado = true) {
  document.body.innerHTML = `<div id="root">${APP_SHELL_MARKUP}</div>`;
  document.documentElement.classList.toggle(SHELL_ON, ligado);
}

const linhasNoContorno = () =>
  [...document.querySelectorAll('#root .adesao-shell-card table.adesao-previa tbody tr')].map(
    (tr) => tr.querySelector('td:not(.adesao-previa-caixa)')?.textContent,
  );

beforeEach(() => {
  window.history.replaceState(null, '', `/gestao-comercial/${ROUTE}`);
  storeSignedInSession(['GestorComercial']);
});
afterEach(() => {
  vi.useRealTimers();
  esquecerPrevia();
  clearSession();
  document.documentElement.classList.remove(SHELL_ON);
  document.body.innerHTML = '';
});

describe('desenharPreviaAntecipada', () => {
  it("draws the early answer into index.html's outline, before the app exists, and drops it when told", async () => {
    paginaComContorno();
    let responder!: () => void;
    const primeiraPagina = new Promise<void>((resolve) => (responder = resolve));

    const previa = desenharPreviaAntecipada(primeiraPagina);
    expect(linhasNoContorno()).toEqual([]);
    guardar();
    responder();
    await previa.pronta;

    expect(linhasNoContorno()).toEqual(['100001', '100002']);
    previa.largar();
    expect(linhasNoContorno()).toEqual([]);
    // Called again (StrictMode runs the app's first effect twice): nothing happens.
    expect(() => previa.largar()).not.toThrow();
  });

  it('lets the app start after its wait, and still draws a later answer while the app has not drawn', async () => {
    vi.useFakeTimers();
    paginaComContorno();
    let responder!: () => void;
    const previa = desenharPreviaAntecipada(new Promise<void>((resolve) => (responder = resolve)));
    let pronta = false;
    void previa.pronta.then(() => (pronta = true));

    await vi.advanceTimersByTimeAsync(ESPERA_DA_PREVIA_MS - 1);
    expect(pronta).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(pronta).toBe(true);
    expect(linhasNoContorno()).toEqual([]);

    guardar();
    responder();
    await vi.advanceTimersByTimeAsync(0);
    expect(linhasNoContorno()).toEqual(['100001', '100002']);
  });

  it('draws nothing once the app has drawn its own outline', async () => {
    paginaComContorno();
    let responder!: () => void;
    const previa = desenharPreviaAntecipada(new Promise<void>((resolve) => (responder = resolve)));
    previa.largar();
    guardar();
    responder();
    await previa.pronta;
    expect(document.querySelector('.adesao-previa')).toBeNull();
  });

  it('draws nothing where the outline is off (no stored sign-in at load) or no early call was made', async () => {
    paginaComContorno(false);
    guardar();
    await desenharPreviaAntecipada(Promise.resolve()).pronta;
    expect(document.querySelector('.adesao-previa')).toBeNull();

    paginaComContorno(true);
    await desenharPreviaAntecipada(undefined).pronta;
    expect(document.querySelector('.adesao-previa')).toBeNull();
  });
});
