/**
 * Brasília's zone, the business day's (time.ts). Its own module, free of date-fns, so code in
 * the first download can name the zone for the browser's Intl without bringing date-fns' zone
 * support along (@date-fns/tz patches Date at import, so it is never left out of a bundle).
 */
export const BUSINESS_TIME_ZONE = 'America/Sao_Paulo';
