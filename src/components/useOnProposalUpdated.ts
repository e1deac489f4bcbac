import { useEffect, useRef } from 'react';
import { atualizarPropostaKey } from '../domain';

/**
 * Calls `reload` when another window of the product (the nurse's assessment, the declaration or
 * the documents opened in a new window) posts 'atualizar-proposta-{id}' after changing the
 * proposal. Messages from other origins, or about another proposal, are ignored. The proposal
 * screen and the nurse's screen each reload their own data this way.
 */
export function useOnProposalUpdated(id: number, reload: () => void) {
  // The latest reload without re-subscribing on each render.
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.data === atualizarPropostaKey(id)) {
        reloadRef.current();
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [id]);
}
