import { NOVA_PROPOSTA_PARAM, PORTABILIDADE_PREFIX, RETENCAO_PREFIX } from '../../domain';
import { AreaChangePasswordPage } from '../../pages/usuario/AreaUsuarioPages';
import type { AreaRoute } from '../types';
import { AnexarDocumentacaoPage } from '../../resources/documentos';
import { RelatorioList, RelatorioShow } from '../../resources/relatorios';
import { PropostaList, PropostaShow } from '../../resources/propostas';

/**
 * /concessionaria: document 1 section 2.3. `preencher-dados` (NOVA_PROPOSTA_PARAM) in place of
 * an id opens the create screen of internal, retention and portability proposals.
 */
export const CONCESSIONARIA_ROUTES: readonly AreaRoute[] = [
  { path: 'dashboard' },
  {
    path: 'propostas-pendentes',
    element: <PropostaList route="propostas-pendentes" />,
  },
  {
    path: 'propostas-novas',
    element: <PropostaList route="propostas-novas" />,
  },
  {
    path: 'propostas-aprovadas',
    element: <PropostaList route="propostas-aprovadas" />,
  },
  {
    path: 'propostas-assinadas',
    element: <PropostaList route="propostas-assinadas" />,
  },
  {
    path: 'propostas-integradas',
    element: <PropostaList route="propostas-integradas" />,
  },
  { path: 'proposta/:id', title: 'Proposta', element: <PropostaShow /> },
  {
    path: 'proposta/:id/anexar-documentacao',
    title: 'Anexar documentação',
    element: <AnexarDocumentacaoPage />,
  },
  { path: 'relatorios', element: <RelatorioList /> },
  { path: 'relatorios/:id', title: 'Relatório', element: <RelatorioShow /> },
  { path: 'alterar-senha', title: 'Alterar senha', element: <AreaChangePasswordPage /> },
  { path: 'vendas-internas/proposta/:id', title: 'Proposta de vendas internas' },
  { path: 'propostaRetencao/:id', title: 'Proposta de retenção' },
  { path: `${RETENCAO_PREFIX}/nova-entrada` },
  { path: `${RETENCAO_PREFIX}/aguardando` },
  { path: `${RETENCAO_PREFIX}/aprovadas` },
  { path: `${RETENCAO_PREFIX}/integradas` },
  { path: `${RETENCAO_PREFIX}/canceladas` },
  { path: `${RETENCAO_PREFIX}/todas` },
  { path: `${PORTABILIDADE_PREFIX}/nova-entrada` },
  { path: `${PORTABILIDADE_PREFIX}/validacao-concluida` },
  { path: `${PORTABILIDADE_PREFIX}/aguardando` },
  { path: `${PORTABILIDADE_PREFIX}/aprovadas` },
  { path: `${PORTABILIDADE_PREFIX}/solicitadaIntegracao` },
  { path: `${PORTABILIDADE_PREFIX}/integradas` },
  { path: `${PORTABILIDADE_PREFIX}/canceladas` },
  { path: `${PORTABILIDADE_PREFIX}/todas` },
  { path: `${PORTABILIDADE_PREFIX}/${NOVA_PROPOSTA_PARAM}` },
  { path: `${PORTABILIDADE_PREFIX}/:id`, title: 'Proposta de portabilidade' },
  {
    path: `${PORTABILIDADE_PREFIX}/:id/anexar-documentacao`,
    title: 'Anexar documentação',
    element: <AnexarDocumentacaoPage />,
  },
  { path: `${PORTABILIDADE_PREFIX}/:id/aprovar`, title: 'Aprovar proposta de portabilidade' },
];
