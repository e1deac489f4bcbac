import type { Store } from 'react-admin';
import type { AreaId } from '../../domain';
import { lerColunas } from './precargaColunas';
import { visoesMethods } from '../../providers/visoesDataProvider';

/**
 * Lists name their table `colunas.<route>` (DataTable and ColumnsButton storeKey); react-admin
 * keeps the hidden columns under that key and their order under `<key>_columnRanks`.
 */
export const COLUNAS_PREFIX = 'colunas';
export const colunasKey = (lista: string) => `${COLUNAS_PREFIX}.${lista}`;
export const RANKS = '_columnRanks';
/** Clicking through the column chooser is a burst of changes: one save after it settles. */
const GRAVAR_APOS_MS = 800;

const tabelaDa = (key: string): string | null => {
  if (!key.startsWith(`${COLUNAS_PREFIX}.`)) return null;
  return key.endsWith(RANKS) ? key.slice(0, -RANKS.length) : key;
};

/**
 * The area's react-admin store, with the column choices also kept on the server, so they follow
 * the user to another machine: read once when the area opens, written after each change.
 * Everything else (filters, pages) stays in this browser only.
 */
export function comColunasNoServidor(base: Store, area: AreaId): Store {
  const pendentes = new Map<string, ReturnType<typeof setTimeout>>();

  const gravar = (tabela: string) => {
    clearTimeout(pendentes.get(tabela));
    pendentes.set(
      tabela,
      setTimeout(() => {
        pendentes.delete(tabela);
        // A failed save only loses the choice on other machines; this one keeps it. The store
        // lives outside React (no useDataProvider): it calls the views provider's method.
        visoesMethods
          .gravarColunas(area, {
            chave: tabela,
            ocultas: base.getItem<string[]>(tabela) ?? [],
            ordem: base.getItem<number[]>(`${tabela}${RANKS}`) ?? null,
          })
          .catch(() => undefined);
      }, GRAVAR_APOS_MS),
    );
  };

  const carregar = async () => {
    const escolhas = await lerColunas(area).catch(() => []);
    for (const { chave, ocultas, ordem } of escolhas) {
      base.setItem(chave, ocultas);
      if (ordem) base.setItem(`${chave}${RANKS}`, ordem);
      else base.removeItem(`${chave}${RANKS}`);
    }
  };

  return {
    setup() {
      base.setup();
      void carregar();
    },
    teardown() {
      base.teardown();
    },
    getItem: (key, defaultValue) => base.getItem(key, defaultValue),
    setItem(key, value) {
      base.setItem(key, value);
      const tabela = tabelaDa(key);
      if (tabela) gravar(tabela);
    },
    removeItem(key) {
      base.removeItem(key);
      const tabela = tabelaDa(key);
      if (tabela) gravar(tabela);
    },
    removeItems: (prefix) => base.removeItems(prefix),
    reset: () => base.reset(),
    subscribe: (key, callback) => base.subscribe(key, callback),
    listItems: base.listItems?.bind(base),
  };
}
