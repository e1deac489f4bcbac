import { BUSINESS_TIME_ZONE } from '../../../domain/businessTimeZone';

/**
 * The creation date as the list writes it (formatDataDaLinha: dd/MM/yyyy in Brasília time),
 * through the browser's own Intl instead of date-fns: the preview is part of the first
 * download, and date-fns' formatter with its zone support is about 20 KB there that nothing
 * else on the login route needs. previa.test.ts holds both side by side, midnights included.
 */
const DIA_EM_BRASILIA = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

export function dataDaPrevia(iso: string): string {
  const instante = new Date(iso);
  return Number.isNaN(instante.getTime()) ? '' : DIA_EM_BRASILIA.format(instante);
}
