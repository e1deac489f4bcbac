import {
  NOVA_PROPOSTA_PARAM,
  PORTABILIDADE_PREFIX,
  RETENCAO_PREFIX,
  TIPO_PROPOSTA,
} from '../../domain';
import { EntradaRoute } from '../../resources/entrada';
import { AreaChangePasswordPage } from '../../pages/usuario/areaPages';
import type { AreaRoute } from '../types';
import { DashboardPage } from '../../resources/dashboard';
import { RascunhosPage } from '../../resources/rascunhos';
import { AnexarDocumentacaoPage } from '../../resources/documentos';
import { RelatorioList, RelatorioShow } from '../../resources/relatorios';
import { PropostaList, PropostaShow } from '../../resources/propostas';

/**
 * /concessionaria: document 1 section 2.3. `preencher-dados` (NOVA_PROPOSTA_PARAM) in place of
 * an id opens the create screen of internal, retention and portability proposals.
 */
export const CONCESSIONARIA_ROUTES: readonly AreaRoute[] = [
  { path: 'dashboard', element: <DashboardPage /> },
  // Not in the portal's menu (document 1, 2.3): the dashboard links to it.
  { path: 'rascunhos', title: 'rascunhos', element: <RascunhosPage /> },
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
  { path: 'proposta/:id', title: 'proposta', element: <PropostaShow /> },
  {
    path: 'proposta/:id/anexar-documentacao',
    title: 'anexarDocumentacao',
    element: <AnexarDocumentacaoPage />,
  },
  { path: 'relatorios', element: <RelatorioList /> },
  { path: 'relatorios/:id', title: 'relatorio', element: <RelatorioShow /> },
  { path: 'alterar-senha', title: 'alterarSenha', element: <AreaChangePasswordPage /> },
  {
    path: 'vendas-internas/proposta/:id',
    title: 'proposta',
    element: <EntradaRoute tipo={TIPO_PROPOSTA.Comum} />,
  },
  {
    path: 'propostaRetencao/:id',
    title: 'propostaDeRetencao',
    element: <EntradaRoute tipo={TIPO_PROPOSTA.Retencao} />,
  },
  {
    path: `${RETENCAO_PREFIX}/nova-entrada`,
    element: <PropostaList route={`${RETENCAO_PREFIX}/nova-entrada`} />,
  },
  {
    path: `${RETENCAO_PREFIX}/aguardando`,
    element: <PropostaList route={`${RETENCAO_PREFIX}/aguardando`} />,
  },
  {
    path: `${RETENCAO_PREFIX}/aprovadas`,
    element: <PropostaList route={`${RETENCAO_PREFIX}/aprovadas`} />,
  },
  {
    path: `${RETENCAO_PREFIX}/integradas`,
    element: <PropostaList route={`${RETENCAO_PREFIX}/integradas`} />,
  },
  {
    path: `${RETENCAO_PREFIX}/canceladas`,
    element: <PropostaList route={`${RETENCAO_PREFIX}/canceladas`} />,
  },
  {
    path: `${RETENCAO_PREFIX}/todas`,
    element: <PropostaList route={`${RETENCAO_PREFIX}/todas`} />,
  },
  {
    path: `${PORTABILIDADE_PREFIX}/nova-entrada`,
    element: <PropostaList route={`${PORTABILIDADE_PREFIX}/nova-entrada`} />,
  },
  {
    path: `${PORTABILIDADE_PREFIX}/validacao-concluida`,
    element: <PropostaList route={`${PORTABILIDADE_PREFIX}/validacao-concluida`} />,
  },
  {
    path: `${PORTABILIDADE_PREFIX}/aguardando`,
    element: <PropostaList route={`${PORTABILIDADE_PREFIX}/aguardando`} />,
  },
  {
    path: `${PORTABILIDADE_PREFIX}/aprovadas`,
    element: <PropostaList route={`${PORTABILIDADE_PREFIX}/aprovadas`} />,
  },
  {
    path: `${PORTABILIDADE_PREFIX}/solicitadaIntegracao`,
    element: <PropostaList route={`${PORTABILIDADE_PREFIX}/solicitadaIntegracao`} />,
  },
  {
    path: `${PORTABILIDADE_PREFIX}/integradas`,
    element: <PropostaList route={`${PORTABILIDADE_PREFIX}/integradas`} />,
  },
  {
    path: `${PORTABILIDADE_PREFIX}/canceladas`,
    element: <PropostaList route={`${PORTABILIDADE_PREFIX}/canceladas`} />,
  },
  {
    path: `${PORTABILIDADE_PREFIX}/todas`,
    element: <PropostaList route={`${PORTABILIDADE_PREFIX}/todas`} />,
  },
  {
    path: `${PORTABILIDADE_PREFIX}/${NOVA_PROPOSTA_PARAM}`,
    element: <EntradaRoute tipo={TIPO_PROPOSTA.Portabilidade} />,
  },
  {
    path: `${PORTABILIDADE_PREFIX}/:id`,
    title: 'propostaDePortabilidade',
    element: <EntradaRoute tipo={TIPO_PROPOSTA.Portabilidade} />,
  },
  {
    path: `${PORTABILIDADE_PREFIX}/:id/anexar-documentacao`,
    title: 'anexarDocumentacao',
    element: <AnexarDocumentacaoPage />,
  },
  {
    path: `${PORTABILIDADE_PREFIX}/:id/aprovar`,
    title: 'confirmarEnvioDaDocumentacao',
    element: <PropostaShow dialog="confirmar-envio-documentacao" />,
  },
];
