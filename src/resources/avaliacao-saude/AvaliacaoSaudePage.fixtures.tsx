import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { buildDataProvider } from '../../providers/dataProvider';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { renderWithAdmin, testAuthProvider } from '../../../tests/helpers/render';
import { AvaliacaoSaudePage } from './AvaliacaoSaudePage';

/** The API's envelope around an answer, as msw hands it to the screen. */
export const ok = (data: unknown, messages: string[] = []) =>
  HttpResponse.json({ success: true, data, messages });

/**
 * GET api/adesao/{id}/v2: the health part of the nurse's view, nothing answered yet. A new
 * object each call: the component files of a worker share this module, and a test that marks
 * a pendency on its copy must not leave it marked for the next file.
 */
export const saudeSemRespostas = () => ({
  possuiPendencia: false,
  respondeuPecFast: false,
  possuiRespostaDeclaracaoSaude: false,
  avaliacaoSaudeConcluida: false,
  aprovacao: {
    tipoAprovacaoId: 2,
    chave: 'AprovacaoAvaliacaoSaude',
    descricao: 'Aprovação da avaliação de saúde',
    aprovado: false,
    indicador: 'attention',
    data: null,
    usuario: null,
  },
  declaracaoSaude: { respostas: [], nomeEnfermeiro: null },
  pecFast: null,
});

const ROLES = ['Enfermeiro'];

/** The nurse's screen for proposal 42, as the signed-in nurse Elaine opens it. */
export function renderNurseScreen() {
  storeSignedInSession(ROLES);
  renderWithAdmin(
    <Routes>
      <Route path="/proposta/:id/avaliacao-saude" element={<AvaliacaoSaudePage />} />
    </Routes>,
    {
      initialEntries: ['/proposta/42/avaliacao-saude'],
      dataProvider: buildDataProvider(),
      authProvider: testAuthProvider({
        getPermissions: async () => ROLES,
        getIdentity: async () => ({
          id: 1,
          fullName: 'Elaine Enfermeira',
          roles: ROLES,
          enfermeiro: { id: 1 },
        }),
        canAccess: async () => true,
      }),
      area: 'enfermeiro-avaliador',
    },
  );
  return userEvent.setup();
}
