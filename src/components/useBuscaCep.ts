import { useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { isCep } from '../domain';
import type { CepDataProvider, EnderecoCep } from '../providers/cepDataProvider';

/**
 * The address forms' CEP look-up (the proposal entry's address step, the dealership form): a
 * complete CEP is asked once (the same CEP again is not), the answer handed to `preencher`;
 * `falhou` says the user has to type the address.
 */
export function useBuscaCep(preencher: (endereco: EnderecoCep) => void | Promise<void>) {
  const dataProvider = useDataProvider<CepDataProvider>();
  const [buscando, setBuscando] = useState(false);
  const [falhou, setFalhou] = useState(false);
  const last = useRef<string | null>(null);

  const buscar = async (cep: string) => {
    if (!isCep(cep) || last.current === cep) return;
    last.current = cep;
    setBuscando(true);
    setFalhou(false);
    try {
      await preencher(await dataProvider.buscarCep(cep));
    } catch {
      setFalhou(true);
    } finally {
      setBuscando(false);
    }
  };

  return { buscar, buscando, falhou };
}
