import { formatData } from '../../components/formatters';

/** Enough for the dates of many pages; past it the cache starts again. */
const LIMITE = 2_000;
const formatadas = new Map<string, string>();

/**
 * formatData for the list's cells, remembered by value. Formatting a date in Brasília time
 * (date-fns on a TZDate) costs a few Intl calls, and the same rows are drawn again on every way
 * back to the list and every refetch: it was a noticeable part of that render (issue 43).
 */
export function formatDataDaLinha(value: string | null | undefined): string {
  if (!value) return formatData(value);
  let texto = formatadas.get(value);
  if (texto === undefined) {
    if (formatadas.size >= LIMITE) formatadas.clear();
    texto = formatData(value);
    formatadas.set(value, texto);
  }
  return texto;
}
