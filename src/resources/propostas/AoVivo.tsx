import { useEffect, useRef } from 'react';
import { useListContext, useNotify } from 'react-admin';
import { textsOf } from '../../providers/i18nProvider';
import { ouvirPropostas, type AvisoPropostas } from '../../providers/eventosAoVivo';

/** 'n propostas atualizadas', or without a number after a bulk change. */
export function textoAtualizadas(aviso: AvisoPropostas): string {
  const t = textsOf('propostas');
  if (!('ids' in aviso)) return t('listas.todasAtualizadas');
  return t('listas.atualizadas', { smart_count: aviso.ids.length });
}

/**
 * Inside a proposal list: when proposals the user may see change (another user, the outbox),
 * the list asks for its page again in the background — rows keep their place until the answer
 * arrives — and a quiet notice says how many changed. Renders nothing.
 */
export function ListaAoVivo() {
  const { refetch } = useListContext();
  const notify = useNotify();
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  useEffect(
    () =>
      ouvirPropostas((aviso) => {
        void refetchRef.current();
        notify(textoAtualizadas(aviso), { type: 'info', autoHideDuration: 3000 });
      }),
    [notify],
  );
  return null;
}

/** In the open proposal view: `onChange` runs when this proposal changed elsewhere. */
export function usePropostaAoVivo(id: number | undefined, onChange: () => void): void {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (id === undefined) return undefined;
    return ouvirPropostas((aviso) => {
      if (!('ids' in aviso) || aviso.ids.includes(id)) onChangeRef.current();
    });
  }, [id]);
}
