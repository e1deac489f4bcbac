// One file per domain; this index is what Drizzle and drizzle-kit read.
export * from './reference';
export * from './partners';
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
