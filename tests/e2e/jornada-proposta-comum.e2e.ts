import { afterAll, beforeAll, describe, it } from 'vitest';
import { decide, fillEvaluation } from './avaliacao-helpers';
import { screenshot } from './browser';
import { criarProposta, novaPessoa } from './jornada-comum-helpers';
import {
  concessionariaAnexaDocumentos,
  concessionariaEnvia,
  dacEncontraIntegrada,
  daquiAteIntegrada,
  enfermeiroAbre,
  fotografarAoFalhar,
  gestorAprovaEEnviaContrato,
  gestorConcluiEIntegra,
  gestorEntra,
  iniciarCenario,
  type Cenario,
} from './jornada-etapas';
import { menu } from './jornada-helpers';
import { expectNotice } from './propostas-helpers';
import { signInAt } from './session';

/**
 * Issue 39, journeys J1 and J2: a common proposal from the dealership's form to 'Integradas',
 * each step by the person who does it, only clicking and typing. No address is typed beyond the
 * login page and the links the product shows (the applicant's link, the one-time code and the
 * signing link are read from the administrator's 'Mensagens enviadas'); no API call sets up
 * state. The file's own server (fresh data) is wired to the ERP, e-signature and Receita Federal
 * sandboxes; the steps are jornada-etapas.ts's, shared with the retention, portability and
 * supervision journeys.
 */

let c: Cenario;

beforeAll(async () => {
  c = await iniciarCenario('jornada');
}, 180_000);

afterAll(async () => {
  await c?.encerrar();
});

describe('issue 39: a common proposal from the dealership to the ERP, only clicking', () => {
  const titular = novaPessoa('Iolanda Prates Barcellos', '12/07/1958', '1101');
  const dependente = novaPessoa('Caetano Prates Barcellos', '03/09/2010', '1102');
  const jovem = novaPessoa('Luana Siqueira Damasceno', '21/03/1994', '2201');

  it('J1: holder over 49 with a dependant', async () => {
    fotografarAoFalhar(c.browser, 'j1');
    const concessionaria = await signInAt(c.browser, c.base, 'concessionaria');
    await concessionaria.waitForURL('**/concessionaria/**');
    await concessionariaEnvia(concessionaria, titular, dependente, 'j1');
    await concessionariaAnexaDocumentos(concessionaria, [titular, dependente], 'j1');
    await concessionaria.context().close();

    await daquiAteIntegrada(c, titular, 'j1');
  }, 300_000);

  it("J1, the dependant: moved on by the holder's term, assessed by the nurse, approved, integrated", async () => {
    fotografarAoFalhar(c.browser, 'j1-dependente');
    // The nurse registers the dependant's declaration (nobody else is sent a link) and approves.
    const enfermeiro = await enfermeiroAbre(c, dependente);
    await fillEvaluation(enfermeiro);
    const aprovada = await decide(enfermeiro, 'Aprovar', 'aprovar');
    await aprovada.getByRole('button', { name: 'OK' }).click();
    await enfermeiro.context().close();

    // The family's contract was signed by the holder: the dependant's check finds it signed.
    const gestor = await gestorEntra(c);
    await gestorAprovaEEnviaContrato(gestor, dependente, 'j1-dependente');
    await gestorConcluiEIntegra(gestor);
    await gestor.context().close();

    await dacEncontraIntegrada(c, dependente, 'j1-dependente');
  }, 180_000);

  it('J2: holder under 49 — created, waits for and gets the age release', async () => {
    fotografarAoFalhar(c.browser, 'j2');
    const concessionaria = await signInAt(c.browser, c.base, 'concessionaria');
    await concessionaria.waitForURL('**/concessionaria/**');
    await criarProposta(concessionaria, jovem, null, 'j2');
    // The page says what waits and where the draft is sent once released.
    await concessionaria
      .getByText(/aguarda a liberação de idade.*envie-a em Dashboard › Rascunhos/)
      .first()
      .waitFor();
    // Her documents go in while she waits: the manager approves only what was attached.
    await concessionariaAnexaDocumentos(concessionaria, [jovem], 'j2');
    await concessionaria.context().close();

    const liberacao = await signInAt(c.browser, c.base, 'liberacao49menos');
    await liberacao.waitForURL('**/gestao-comercial/liberacao-idade');
    const linha = liberacao.locator('table tbody tr').filter({ hasText: jovem.nome });
    await linha.waitFor();
    await screenshot(liberacao, 'j2-liberacao-idade');
    await linha.getByRole('button', { name: 'Liberar' }).click();
    await liberacao
      .getByRole('dialog', { name: 'Liberar idade' })
      .getByRole('button', { name: 'Liberar' })
      .click();
    await expectNotice(liberacao, 'Liberação de idade registrada com sucesso!');
    await liberacao.context().close();
  }, 120_000);

  it("J2, after the release: the dealership sends the draft from its dashboard's 'Rascunhos', then J1's path to Integradas", async () => {
    fotografarAoFalhar(c.browser, 'j2-envio');
    const concessionaria = await signInAt(c.browser, c.base, 'concessionaria');
    await concessionaria.waitForURL('**/concessionaria/**');
    await menu(concessionaria, 'Dashboard');
    await concessionaria.getByRole('link', { name: 'Rascunhos' }).click();
    await concessionaria.waitForURL('**/concessionaria/rascunhos');
    const linha = concessionaria.locator('table tbody tr').filter({ hasText: jovem.nome });
    await linha.waitFor();
    await screenshot(concessionaria, 'j2-rascunhos');
    await linha.getByRole('button', { name: 'Enviar' }).click();
    await concessionaria
      .getByRole('dialog', { name: 'Enviar proposta' })
      .getByRole('button', { name: 'Enviar' })
      .click();
    await expectNotice(concessionaria, /termo de intenção de compra foi enviado ao proponente/);
    await linha.waitFor({ state: 'detached' });
    await screenshot(concessionaria, 'j2-rascunho-enviado');
    await concessionaria.context().close();

    await daquiAteIntegrada(c, jovem, 'j2');
  }, 300_000);
});
