/**
 * Dates as the product shows them: dd/MM/yyyy and dd/MM/yyyy HH:mm in Brasília time, whatever
 * the browser's zone — the same module (src/domain/time.ts) the server's list filters use, so a
 * proposal is shown on the day a filter finds it under.
 */
export { BUSINESS_TIME_ZONE, formatData, formatDataHora } from '../domain';
