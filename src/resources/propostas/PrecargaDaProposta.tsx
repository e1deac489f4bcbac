import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode, type SyntheticEvent } from 'react';
import { useDataProvider, useListContext } from 'react-admin';
import { PROPOSTAS } from '../../providers/propostasDataProvider';
import type { PropostaListItem } from './types';

/** A record asked for on hover is not asked again by the screen opened within this time. */
export const PRECARGA_VALE_MS = 10_000;

/** react-admin's useGetOne key for a proposal, as PropostaShow asks for it (no meta). */
export const chaveDaProposta = (id: PropostaListItem['id']) => [
  PROPOSTAS,
  'getOne',
  { id: String(id), meta: undefined },
];

/**
 * Around a proposal list's table: when the pointer rests on a row, or the keyboard reaches it,
 * the proposal's record is asked for into the area's query cache, so the click that follows
 * (about 100–300 ms later for a person) opens a screen whose data is already there
 * (react-admin 5's 'prefetching' with useGetOne's own key). Rows are found by their place in
 * the table's body, which follows the list's data; a record already fresh is not asked again.
 * Not on the nurse's lists (`ativa`), whose rows open the assessment screen instead.
 */
export function PrecargaDaProposta({ ativa, children }: { ativa: boolean; children: ReactNode }) {
  const { data } = useListContext<PropostaListItem>();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const precarregar = useCallback(
    (event: SyntheticEvent) => {
      const linha = (event.target as Element).closest?.('tbody tr');
      if (!ativa || !(linha instanceof HTMLTableRowElement)) return;
      const registro = data?.[linha.sectionRowIndex];
      if (!registro) return;
      void queryClient.prefetchQuery({
        queryKey: chaveDaProposta(registro.id),
        queryFn: ({ signal }) =>
          dataProvider.getOne(PROPOSTAS, { id: registro.id, signal }).then(({ data }) => data),
        staleTime: PRECARGA_VALE_MS,
      });
    },
    [ativa, data, dataProvider, queryClient],
  );
  return (
    <div onPointerOver={precarregar} onFocus={precarregar}>
      {children}
    </div>
  );
}
