import type { DataProvider } from 'ra-core';
import { api } from './httpClient';

/** The data subject's export (LGPD art. 18): everything held about a CPF, as a ZIP. */
export interface TitularMethods {
  exportarTitular(cpf: string): Promise<Blob>;
}

export type TitularDataProvider = DataProvider & TitularMethods;

export const titularMethods: TitularMethods = {
  exportarTitular: (cpf) =>
    api.post<Blob>('/api/titular/exportar', { cpf }, { responseType: 'blob' }),
};
