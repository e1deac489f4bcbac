// One file per domain; this index is what Drizzle and drizzle-kit read.
export * from './reference';
export * from './partners';
export * from './planos';
export * from './users';
export * from './auth';
export * from './propostas';
export * from './historico';
export * from './observacoes';
export * from './anotacoes';
export * from './declaracoes-saude';
export * from './comunicacoes';
export * from './outbox';
export * from './integracoes';
export * from './parametros';
export * from './registros-historico';
export * from './proponente';
export * from './documentos';
export * from './relatorios';
export * from './entrada';
export * from './agendamentos';
export * from './campanhas';
export * from './pme';
export * from './visoes';
export * from './videos-avaliacao';
export * from './mensagens-enviadas';
// The tables of the definitions with generatedTable: true (npm run registries:generate).
export * from './registries.generated';
