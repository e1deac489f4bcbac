import { format } from 'date-fns';
import { ServerExportButton } from '../../components/ServerExportButton';
import { toBuscarBody, type BuscarMeta } from '../../providers/propostasDataProvider';

/**
 * The proposal list's 'Exportar': the body the list posts to buscar (statuses of the route,
 * search box, filter panel), without paging, to POST api/adesao/buscar/exportar, or to the
 * nurse list's own export. The server applies the user's scope, as it does for the list.
 */
export function ExportarCsvButton({ meta }: { meta: BuscarMeta }) {
  return (
    <ServerExportButton
      request={({ filterValues }) => {
        const { filtros, situacoesPropostasAdesaoIds } = toBuscarBody(
          { filter: filterValues },
          meta,
        );
        return {
          url: meta.enfermeiro
            ? `/api/enfermeiro/propostasSituacao/${meta.enfermeiro}/exportar`
            : '/api/adesao/buscar/exportar',
          method: 'POST',
          body: { filtros, situacoesPropostasAdesaoIds, lista: meta.lista },
          fileName: `propostas-${format(new Date(), 'yyyy-MM-dd')}.csv`,
        };
      }}
    />
  );
}
