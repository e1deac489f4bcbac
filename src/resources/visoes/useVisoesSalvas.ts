import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { AreaId } from '../../domain';
import type { VisoesDataProvider } from '../../providers/visoesDataProvider';

const chaveDasVisoes = (area: AreaId) => ['visoes', area] as const;

/** The area's saved views, shared by the sidebar and every list's 'Visões' button. */
export function useVisoesSalvas(area: AreaId) {
  const dataProvider = useDataProvider<VisoesDataProvider>();
  return useQuery({
    queryKey: chaveDasVisoes(area),
    queryFn: () => dataProvider.listarVisoes(area),
    staleTime: 60_000,
  });
}

export function useRecarregarVisoes(area: AreaId) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: chaveDasVisoes(area) }),
    [queryClient, area],
  );
}
