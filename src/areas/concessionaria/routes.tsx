import { NOVA_PROPOSTA_PARAM, PORTABILIDADE_PREFIX, RETENCAO_PREFIX } from '../../domain';
import { AreaChangePasswordPage } from '../../pages/usuario/AreaUsuarioPages';
import type { AreaRoute } from '../types';
import { PropostaList, PropostaShow } from '../../resources/propostas';

/**
 * /concessionaria: document 1 section 2.3. `preencher-dados` (NOVA_PROPOSTA_PARAM) in place of
 * an id opens the create screen of internal, retention and portability proposals.
 */
export const CONCESSIONARIA_ROUTES: readonly AreaRoute[] = [
  { path: 'dashboard', title: 'Dashboard' },
  {
    path: 'propostas-pendentes',
    title: 'Propostas — Pendências',
    element: <PropostaList route="propostas-pendentes" />,
  },
  {
    path: 'propostas-novas',
    title: 'Propostas — Novas',
    element: <PropostaList route="propostas-novas" />,
  },
  {
    path: 'propostas-aprovadas',
    title: 'Propostas — Aguardando assinaturas',
    element: <PropostaList route="propostas-aprovadas" />,
  },
  {
    path: 'propostas-assinadas',
    title: 'Propostas — Concluídas',
    element: <PropostaList route="propostas-assinadas" />,
  },
  {
    path: 'propostas-integradas',
    title: 'Propostas — Integradas',
    element: <PropostaList route="propostas-integradas" />,
  },
  { path: 'proposta/:id', title: 'Proposta', element: <PropostaShow /> },
  { path: 'proposta/:id/anexar-documentacao', title: 'Anexar documentação' },
  { path: 'relatorios', title: 'Relatórios' },
  { path: 'relatorios/:id', title: 'Relatório' },
  { path: 'alterar-senha', title: 'Alterar senha', element: <AreaChangePasswordPage /> },
  { path: 'vendas-internas/proposta/:id', title: 'Proposta de vendas internas' },
  { path: 'propostaRetencao/:id', title: 'Proposta de retenção' },
  { path: `${RETENCAO_PREFIX}/nova-entrada`, title: 'Retenção — Nova Entrada' },
  { path: `${RETENCAO_PREFIX}/aguardando`, title: 'Retenção — Aguardando Assinaturas' },
  { path: `${RETENCAO_PREFIX}/aprovadas`, title: 'Retenção — Concluídas' },
  { path: `${RETENCAO_PREFIX}/integradas`, title: 'Retenção — Integradas' },
  { path: `${RETENCAO_PREFIX}/canceladas`, title: 'Retenção — Canceladas' },
  { path: `${RETENCAO_PREFIX}/todas`, title: 'Retenção — Todas' },
  { path: `${PORTABILIDADE_PREFIX}/nova-entrada`, title: 'Portabilidade — Nova Entrada' },
  {
    path: `${PORTABILIDADE_PREFIX}/validacao-concluida`,
    title: 'Portabilidade — Validação Concluída',
  },
  { path: `${PORTABILIDADE_PREFIX}/aguardando`, title: 'Portabilidade — Aguardando Assinaturas' },
  { path: `${PORTABILIDADE_PREFIX}/aprovadas`, title: 'Portabilidade — Concluídas' },
  {
    path: `${PORTABILIDADE_PREFIX}/solicitadaIntegracao`,
    title: 'Portabilidade — Solicitada integração',
  },
  { path: `${PORTABILIDADE_PREFIX}/integradas`, title: 'Portabilidade — Integradas' },
  { path: `${PORTABILIDADE_PREFIX}/canceladas`, title: 'Portabilidade — Canceladas' },
  { path: `${PORTABILIDADE_PREFIX}/todas`, title: 'Portabilidade — Todas' },
  {
    path: `${PORTABILIDADE_PREFIX}/${NOVA_PROPOSTA_PARAM}`,
    title: 'Nova proposta de portabilidade',
  },
  { path: `${PORTABILIDADE_PREFIX}/:id`, title: 'Proposta de portabilidade' },
  { path: `${PORTABILIDADE_PREFIX}/:id/anexar-documentacao`, title: 'Anexar documentação' },
  { path: `${PORTABILIDADE_PREFIX}/:id/aprovar`, title: 'Aprovar proposta de portabilidade' },
];
