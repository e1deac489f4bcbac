import { useSyncExternalStore } from 'react';
import type { AreaId } from '../../../domain';
import type { BuscarMeta } from '../../../providers/buscaDePropostas';
import type { PropostaListItem } from '../types';

/**
 * The first page of the list a visit opened on, as the early call answered it (precargaLista.ts),
 * kept for the list's preview (PreviaDaLista), which the area's waiting outline draws until
 * react-admin's own table replaces it (docs/decisions/0183-list-preview.md). Part of the first
 * download: plain data, no react-admin.
 */
export interface Previa {
  /** The address it belongs to: another address never shows it. */
  pathname: string;
  area: AreaId;
  route: string;
  meta: BuscarMeta;
  /** The list's order, whose column title shows the arrow. */
  sort?: { field: string; order: string };
  linhas: PropostaListItem[];
}

let atual: Previa | null = null;
const ouvintes = new Set<() => void>();
const avisar = () => ouvintes.forEach((ouvinte) => ouvinte());

export function guardarPrevia(previa: Previa): void {
  atual = previa;
  avisar();
}

/** The list itself is on screen (PropostaList): no preview again in this page's life. */
export function esquecerPrevia(): void {
  if (!atual) return;
  atual = null;
  avisar();
}

const assinar = (ouvinte: () => void) => {
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
};
const ler = () => atual;

/** The preview of the address on screen, or null (none yet, or another address's). */
export function usePrevia(): Previa | null {
  const previa = useSyncExternalStore(assinar, ler, ler);
  return previa && previa.pathname === window.location.pathname ? previa : null;
}
