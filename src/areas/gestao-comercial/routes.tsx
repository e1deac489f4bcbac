import { AgendamentoPage } from '../../resources/agendamento';
import { PlanoContratoPage } from '../../resources/arquivos-pdf';
import { ParametrosPage } from '../../resources/parametros';
import { GestaoFinanceiraPage } from '../../resources/gestao-financeira';
import type { AreaRoute } from '../types';
import {
  CorretoresVisaoPage,
  DashboardPage,
  PainelSupervisorPage,
} from '../../resources/dashboard';
import { BuscaDiretaPage, LiberacaoIdadePage, RascunhosPage } from '../../resources/rascunhos';
import { AnexarDocumentacaoPage } from '../../resources/documentos';
import { IntegracaoList } from '../../resources/integracoes';
import { RelatorioList, RelatorioShow } from '../../resources/relatorios';
import { PropostaList, PropostaShow } from '../../resources/propostas';
import {
  ComplementoErpPage,
  ContratoPmeListPage,
  NovaPropostaPmePage,
  ContratoPmeUnidadePage,
  PmePropostaListPage,
  PropostaPmePage,
} from '../../resources/pme';

/** /gestao-comercial: document 1 section 2.2 and document 2 sections 2.2 and 2.12. */
export const GESTAO_COMERCIAL_ROUTES: readonly AreaRoute[] = [
  { path: 'dashboard', element: <DashboardPage /> },
  { path: 'busca', element: <BuscaDiretaPage /> },
  { path: 'rascunhos', element: <RascunhosPage /> },
  {
    path: 'propostas-enviadas',
    title: 'propostasEnviadas',
    // Every proposal past the draft: the statuses of 'Todas'
    // (docs/decisions/0081-propostas-enviadas-and-rascunhos.md).
    element: <PropostaList route="todas-propostas" />,
  },
  {
    path: 'propostas-entradas',
    element: <PropostaList route="propostas-entradas" />,
  },
  {
    path: 'propostas-pendencias',
    element: <PropostaList route="propostas-pendencias" />,
  },
  {
    path: 'propostas-validacoes-concluidas',
    element: <PropostaList route="propostas-validacoes-concluidas" />,
  },
  {
    path: 'propostas-aguardando-assinaturas',
    element: <PropostaList route="propostas-aguardando-assinaturas" />,
  },
  {
    path: 'propostas-concluidas',
    element: <PropostaList route="propostas-concluidas" />,
  },
  {
    path: 'propostas-solicitada-integracao',
    element: <PropostaList route="propostas-solicitada-integracao" />,
  },
  {
    path: 'propostas-integradas',
    element: <PropostaList route="propostas-integradas" />,
  },
  {
    path: 'propostas-integradas-pendencias',
    element: <PropostaList route="propostas-integradas-pendencias" />,
  },
  {
    path: 'todas-propostas',
    element: <PropostaList route="todas-propostas" />,
  },
  {
    path: 'propostas-canceladas',
    element: <PropostaList route="propostas-canceladas" />,
  },
  {
    path: 'propostas-bloqueadas',
    element: <PropostaList route="propostas-bloqueadas" />,
  },
  { path: 'proposta/:id', title: 'proposta', element: <PropostaShow /> },
  {
    path: 'proposta/:id/anexar-documentacao',
    title: 'anexarDocumentacao',
    element: <AnexarDocumentacaoPage />,
  },
  {
    path: 'proposta/:id/complemento-integracao',
    title: 'complementoParaIntegracao',
    element: <ComplementoErpPage kind="individual" />,
  },
  {
    path: 'proposta/:id/alterar-vencimento',
    title: 'alterarVencimento',
    element: <PropostaShow dialog="alterar-vencimento" />,
  },
  {
    path: 'proposta/:id/aprovar',
    title: 'aprovarProposta',
    element: <PropostaShow dialog="aprovar-documentacao" />,
  },
  {
    path: 'avaliacao-saude/agendamento/:cpf',
    title: 'agendamentoDaAvaliacaoDeSaude',
    element: <AgendamentoPage />,
  },
  { path: 'pme/todas-propostas', element: <PmePropostaListPage /> },
  { path: 'pme/nova-proposta', title: 'novaPropostaPme', element: <NovaPropostaPmePage /> },
  { path: 'pme/contrato-pme', element: <ContratoPmeListPage /> },
  { path: 'pme/contrato-pme/:uf', title: 'contratoPme', element: <ContratoPmeUnidadePage /> },
  { path: 'pme/proposta/:id', title: 'propostaPme', element: <PropostaPmePage /> },
  {
    path: 'pme/proposta/:id/complemento-integracao',
    title: 'complementoErp',
    element: <ComplementoErpPage kind="pme" />,
  },
  { path: 'corretores', title: 'corretores', element: <CorretoresVisaoPage /> },
  {
    path: 'plano-saude/:id/contrato',
    title: 'contratoDoPlanoDeSaude',
    element: <PlanoContratoPage />,
  },
  {
    path: 'gestao-financeira/:id',
    title: 'gestaoFinanceira',
    element: <GestaoFinanceiraPage />,
  },
  { path: 'liberacao-idade', element: <LiberacaoIdadePage /> },
  { path: 'painel-supervisor', element: <PainelSupervisorPage /> },
  { path: 'parametros', element: <ParametrosPage /> },
  { path: 'relatorios', element: <RelatorioList /> },
  { path: 'relatorios/:id', title: 'relatorio', element: <RelatorioShow /> },
  { path: 'integracoes', element: <IntegracaoList linkToProposta /> },
];
