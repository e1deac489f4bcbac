import type { AreaRoute } from '../types';
import { IntegracaoList } from '../../resources/integracoes';
import { PropostaList, PropostaShow } from '../../resources/propostas';

/** /gestao-comercial: document 1 section 2.2 and document 2 sections 2.2 and 2.12. */
export const GESTAO_COMERCIAL_ROUTES: readonly AreaRoute[] = [
  { path: 'dashboard', title: 'Dashboard' },
  { path: 'busca', title: 'Busca direta' },
  { path: 'rascunhos', title: 'Rascunhos' },
  { path: 'propostas-enviadas', title: 'Propostas enviadas' },
  {
    path: 'propostas-entradas',
    title: 'Propostas — Entradas',
    element: <PropostaList route="propostas-entradas" />,
  },
  {
    path: 'propostas-pendencias',
    title: 'Propostas — Pendências',
    element: <PropostaList route="propostas-pendencias" />,
  },
  {
    path: 'propostas-validacoes-concluidas',
    title: 'Propostas — Validações concluídas',
    element: <PropostaList route="propostas-validacoes-concluidas" />,
  },
  {
    path: 'propostas-aguardando-assinaturas',
    title: 'Propostas — Aguardando assinaturas',
    element: <PropostaList route="propostas-aguardando-assinaturas" />,
  },
  {
    path: 'propostas-concluidas',
    title: 'Propostas — Concluídas',
    element: <PropostaList route="propostas-concluidas" />,
  },
  {
    path: 'propostas-solicitada-integracao',
    title: 'Propostas — Solicitada integração',
    element: <PropostaList route="propostas-solicitada-integracao" />,
  },
  {
    path: 'propostas-integradas',
    title: 'Propostas — Integradas',
    element: <PropostaList route="propostas-integradas" />,
  },
  {
    path: 'propostas-integradas-pendencias',
    title: 'Propostas — Integradas com pendências',
    element: <PropostaList route="propostas-integradas-pendencias" />,
  },
  {
    path: 'todas-propostas',
    title: 'Propostas — Todas',
    element: <PropostaList route="todas-propostas" />,
  },
  {
    path: 'propostas-canceladas',
    title: 'Propostas — Canceladas',
    element: <PropostaList route="propostas-canceladas" />,
  },
  {
    path: 'propostas-bloqueadas',
    title: 'Propostas — Bloqueadas',
    element: <PropostaList route="propostas-bloqueadas" />,
  },
  { path: 'proposta/:id', title: 'Proposta', element: <PropostaShow /> },
  { path: 'proposta/:id/anexar-documentacao', title: 'Anexar documentação' },
  {
    path: 'proposta/:id/complemento-integracao',
    title: 'Complemento para integração',
    element: <PropostaShow dialog="solicitar-integracao" />,
  },
  {
    path: 'proposta/:id/alterar-vencimento',
    title: 'Alterar vencimento',
    element: <PropostaShow dialog="alterar-vencimento" />,
  },
  {
    path: 'proposta/:id/aprovar',
    title: 'Aprovar proposta',
    element: <PropostaShow dialog="aprovar-documentacao" />,
  },
  { path: 'avaliacao-saude/agendamento/:cpf', title: 'Agendamento da avaliação de saúde' },
  { path: 'pme/todas-propostas', title: 'Propostas PME' },
  { path: 'pme/contrato-pme', title: 'Contratos PME' },
  { path: 'pme/contrato-pme/:uf', title: 'Contrato PME' },
  { path: 'pme/proposta/:id', title: 'Proposta PME' },
  { path: 'pme/proposta/:id/complemento-integracao', title: 'Complemento ERP' },
  { path: 'corretores', title: 'Corretores' },
  { path: 'aditivo-contrato', title: 'Aditivos de contrato' },
  { path: 'aditivo-contrato/:id', title: 'Aditivo de contrato' },
  { path: 'pdf-tabela-venda', title: 'PDF tabela de venda' },
  { path: 'pdf-tabela-venda/:id', title: 'PDF tabela de venda' },
  { path: 'plano-saude', title: 'Planos de saúde' },
  { path: 'plano-saude/:id', title: 'Plano de saúde' },
  { path: 'plano-saude/:id/contrato', title: 'Contrato do plano de saúde' },
  { path: 'gestao-financeira/:id', title: 'Gestão financeira' },
  { path: 'liberacao-idade', title: 'Liberação de idade' },
  { path: 'painel-supervisor', title: 'Painel do supervisor' },
  { path: 'parametros', title: 'Parâmetros' },
  { path: 'relatorios', title: 'Relatórios' },
  { path: 'relatorios/:id', title: 'Relatório' },
  { path: 'integracoes', title: 'Integrações', element: <IntegracaoList linkToProposta /> },
];
