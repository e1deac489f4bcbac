import type { QueryClient } from '@tanstack/react-query';
import type { GetListResult } from 'react-admin';
import { PROPOSTAS_PME, type PmeListItem, type PropostaPme } from '../../providers/pmeDataProvider';

/** The PME screen's query of one proposal (PropostaPmeShow). */
export const propostaPmeKey = (id: number) => ['pme', 'proposta', id] as const;
/**
 * The navigation state of a screen that goes to the PME screen right after writing that
 * proposal's answer into its query (the ERP complement's save, decisions/0166): that one
 * arrival draws the answer without asking for it again. Any other arrival (the list, the menu,
 * the browser's back) reads the proposal as it mounts, for the worker may have changed it.
 */
export interface ChegadaComResposta {
  propostaPmeRespondida: true;
}
export const CHEGADA_COM_RESPOSTA: ChegadaComResposta = { propostaPmeRespondida: true };
export const chegouComResposta = (state: unknown) =>
  (state as Partial<ChegadaComResposta> | null)?.propostaPmeRespondida === true;
/** 'Ver beneficiários''s list of that proposal (BeneficiariosDialog). */
export const beneficiariosPmeKey = (id: number) => ['pme', 'beneficiarios', id] as const;

/** The list row's fields the answer carries (POST api/propostaPme/buscar's row). */
function linha(row: PmeListItem, proposta: PropostaPme): PmeListItem {
  return {
    ...row,
    razaoSocial: proposta.razaoSocial,
    cnpj: proposta.cnpj,
    situacao: proposta.situacao,
    situacaoNome: proposta.situacaoNome,
    corretorNome: proposta.corretorNome,
    beneficiarios: proposta.beneficiarios.length,
  };
}

/**
 * Writes the proposal a command (or the form's save) answered into the screen's query, into
 * its row on every cached page of the PME list and into 'Ver beneficiários''s list if it was
 * read: the status chip, the buttons, the form and the beneficiaries' statuses change with the
 * answer, without reading the proposal again (decisions/0156). A cached proposal of a later
 * version (another answer that arrived first) is kept.
 */
export function mostrarPropostaPme(queryClient: QueryClient, proposta: PropostaPme): void {
  const atual = queryClient.getQueryData<PropostaPme>(propostaPmeKey(proposta.id));
  if (atual && atual.versao > proposta.versao) return;
  queryClient.setQueryData(propostaPmeKey(proposta.id), proposta);
  // Only a list already read: an unread one is read whole when the dialog opens.
  if (queryClient.getQueryData(beneficiariosPmeKey(proposta.id))) {
    queryClient.setQueryData(beneficiariosPmeKey(proposta.id), proposta.beneficiarios);
  }
  queryClient.setQueriesData<GetListResult<PmeListItem>>(
    { queryKey: [PROPOSTAS_PME, 'getList'] },
    (page) => {
      if (!page?.data?.some((row) => row.id === proposta.id)) return page;
      return {
        ...page,
        data: page.data.map((row) => (row.id === proposta.id ? linha(row, proposta) : row)),
      };
    },
  );
}
