import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PropostasDataProvider } from '../../providers/propostasDataProvider';
import type { Documento } from '../../providers/documentosDataProvider';

export const documentosQueryKey = (propostaId: number) => ['documentos', propostaId] as const;

/**
 * The documents attached to a proposal, read once for the whole screen: the documents card and
 * the documentation approval (refused without any) share the answer.
 */
export function useDocumentos(propostaId: number, enabled = true) {
  const dataProvider = useDataProvider<PropostasDataProvider>();
  return useQuery({
    queryKey: documentosQueryKey(propostaId),
    // Through the data provider, like the rest of the proposal screen's reads.
    queryFn: async ({ signal }) =>
      (await dataProvider.listarDocumentos(propostaId, signal)) as Documento[],
    retry: false,
    enabled,
  });
}
