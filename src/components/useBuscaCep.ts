import { useRef, useState } from 'react';
import { isCep } from '../domain';
import { api } from '../providers/httpClient';

/** What the CEP service answers (GET /api/cep/:cep, server/modules/cep). */
export interface EnderecoCep {
  logradouro: string;
  bairro: string;
  municipio: string;
  uf: string;
}

/** The CEP service: street, district, city and state of a postal code. */
export const buscarCep = (cep: string, signal?: AbortSignal) =>
  api.get<EnderecoCep>(`/api/cep/${cep.replace(/\D/g, '')}`, { signal });

/**
 * The address forms' CEP look-up (the proposal entry's address step, the dealership form): a
 * complete CEP is asked once (the same CEP again is not), the answer handed to `preencher`;
 * `falhou` says the user has to type the address.
 */
export function useBuscaCep(preencher: (endereco: EnderecoCep) => void | Promise<void>) {
  const [buscando, setBuscando] = useState(false);
  const [falhou, setFalhou] = useState(false);
  const last = useRef<string | null>(null);

  const buscar = async (cep: string) => {
    if (!isCep(cep) || last.current === cep) return;
    last.current = cep;
    setBuscando(true);
    setFalhou(false);
    try {
      await preencher(await buscarCep(cep));
    } catch {
      setFalhou(true);
    } finally {
      setBuscando(false);
    }
  };

  return { buscar, buscando, falhou };
}
