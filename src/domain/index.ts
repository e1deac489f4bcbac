/**
 * The domain core: everything the specification enumerates, once. Pure TypeScript shared by
 * the SPA and the Fastify server (no React, no Node APIs). Import from 'src/domain' only.
 */
export * from './approvals';
export * from './areas';
export * from './constants';
export * from './dates';
export * from './formats';
export * from './integrations';
export * from './kinds';
export * from './lifecycle';
export * from './lifecycleTable';
export * from './linksProponente';
export * from './lists';
export * from './masks';
export * from './menus';
export * from './menuTable';
export * from './messages';
export * from './nurseScreen';
export * from './nursing';
export * from './observations';
export * from './people';
export * from './permissions';
export * from './places';
export * from './pme';
export * from './pmeLifecycle';
export * from './pmeSchemas';
export * from './reports';
export * from './roles';
export * from './schemas';
export * from './statuses';
export * from './validators';
export * from './vencimento';
export * from './parametros';
export * from './sla';
export * from './time';
export * from './history';
export * from './documentos';
export * from './recordScope';
export * from './entrada';
export * from './agendamento';
export * from './proponente';
export * from './avaliacaoSaude';
export * from './arquivosPdf';
export * from './sincronizacao';
export * from './pagador';
export * from './acessosSensiveis';
