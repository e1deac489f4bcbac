import type { DataProvider } from 'ra-core';
import { api } from './httpClient';

/** What the CEP service answers (GET /api/cep/:cep, server/modules/cep). */
export interface EnderecoCep {
  logradouro: string;
  bairro: string;
  municipio: string;
  uf: string;
}

/** The CEP service: street, district, city and state of a postal code. */
export interface CepMethods {
  buscarCep(cep: string, signal?: AbortSignal): Promise<EnderecoCep>;
}

export type CepDataProvider = DataProvider & CepMethods;

export const cepMethods: CepMethods = {
  buscarCep: (cep, signal) =>
    api.get<EnderecoCep>(`/api/cep/${cep.replace(/\D/g, '')}`, { signal }),
};
