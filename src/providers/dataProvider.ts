import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'ra-core';
import { fetchJson } from './httpClient';
import { withIntegracoes } from './integracoesDataProvider';
import { withPropostas } from './propostasDataProvider';

export const API_URL = '/api';

/**
 * ra-data-simple-rest over the authenticated client, for the CRUD resources whose calls the
 * spec does not show (ARCHITECTURE.md: `GET api/corretores?range=...` with Content-Range).
 * Resources with the spec's own endpoints (`buscar` lists, proposal actions) are added by
 * spreading overrides over this one, as their issues land.
 */
export const baseDataProvider: DataProvider = simpleRestProvider(
  API_URL,
  fetchJson as Parameters<typeof simpleRestProvider>[1],
);

/**
 * The proposal workspace's lists, timelines and pendency calls (propostasDataProvider.ts) and
 * the managers' outbox screen (integracoesDataProvider.ts).
 */
export const dataProvider: DataProvider = withIntegracoes(withPropostas(baseDataProvider));
