import { useEffect, useRef } from 'react';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { ouvirIntegracoes } from '../../providers/eventosAoVivo';

/**
 * Inside the Integrações list: when outbox messages are queued or change (the worker delivering,
 * failing, a retry), the page is asked again in the background and a quiet notice says so.
 * Renders nothing.
 */
export function IntegracoesAoVivo() {
  const { refetch } = useListContext();
  const notify = useNotify();
  const translate = useTranslate();
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  useEffect(
    () =>
      ouvirIntegracoes(() => {
        void refetchRef.current();
        notify(translate('integracoes.atualizadas'), { type: 'info', autoHideDuration: 3000 });
      }),
    [notify, translate],
  );
  return null;
}
