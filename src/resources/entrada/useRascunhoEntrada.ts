import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { TipoEntrada } from '../../domain';
import type { EntradaDataProvider, RascunhoEntrada } from '../../providers/entradaDataProvider';

export type EstadoSalvamento = 'pendente' | 'salvo' | 'salvando' | 'erro' | null;

/**
 * The draft behind the form. `?rascunho=N` reopens that one (a reload keeps the address);
 * 'preencher-dados' resumes the user's latest draft of the kind, 'novo' starts another. The
 * answer is resolved once per visit: the address is then rewritten with the draft's id.
 */
async function resolver(
  dataProvider: EntradaDataProvider,
  tipo: TipoEntrada,
  novo: boolean,
  id: number | null,
) {
  if (id) {
    try {
      return await dataProvider.obterRascunhoEntrada(id);
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error;
    }
  }
  if (!novo) {
    const [latest] = await dataProvider.listarRascunhosEntrada(tipo);
    if (latest) return latest;
  }
  return dataProvider.criarRascunhoEntrada(tipo);
}

export function useRascunhoEntrada(tipo: TipoEntrada, novo: boolean) {
  const dataProvider = useDataProvider<EntradaDataProvider>();
  const [params, setParams] = useSearchParams();
  const [initial] = useState(() => Number(params.get('rascunho')) || null);
  const query = useQuery({
    queryKey: ['rascunho-entrada', tipo, novo, initial],
    queryFn: async () => {
      const rascunho = await resolver(dataProvider, tipo, novo, initial);
      setParams({ rascunho: String(rascunho.id) }, { replace: true });
      return rascunho;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

  const versao = useRef<number | null>(null);
  const lastSaved = useRef<string | null>(null);
  const [estado, setEstado] = useState<EstadoSalvamento>(null);
  const [erro, setErro] = useState<string | null>(null);
  const rascunho = query.data as RascunhoEntrada | undefined;
  if (rascunho && versao.current === null) {
    versao.current = rascunho.versao;
    lastSaved.current = JSON.stringify({ dados: rascunho.dados, passo: rascunho.passo });
  }

  /** Saves what is on screen, unless it is what was saved last. */
  const salvar = useCallback(
    async (dados: unknown, passo: number) => {
      if (!rascunho || versao.current === null) return;
      const snapshot = JSON.stringify({ dados, passo });
      if (snapshot === lastSaved.current) {
        setEstado((current) => (current === 'pendente' ? 'salvo' : current));
        return;
      }
      setEstado('salvando');
      try {
        const saved = await dataProvider.salvarRascunhoEntrada(rascunho.id, {
          dados,
          passo,
          versao: versao.current,
        });
        versao.current = saved.versao;
        lastSaved.current = snapshot;
        setEstado('salvo');
        setErro(null);
      } catch (error) {
        setEstado('erro');
        setErro(error instanceof Error ? error.message : null);
      }
    },
    [rascunho, dataProvider],
  );

  /** Something changed since the last save: the chip says so until the next one lands. */
  const marcarPendente = useCallback(() => setEstado('pendente'), []);

  return { ...query, rascunho, salvar, marcarPendente, estado, erro };
}
