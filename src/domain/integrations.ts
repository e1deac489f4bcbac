import { ROLE, type Role } from './roles';

/**
 * The outbox as managers see it (api/integracoes/mensagens): each message's status with its
 * pt-BR label, and who may list messages and put a dead letter back in the queue.
 */
export const OUTBOX_SITUACOES = [
  { id: 'pending', nome: 'Pendente' },
  { id: 'processing', nome: 'Em processamento' },
  { id: 'delivered', nome: 'Entregue' },
  { id: 'skipped', nome: 'Não enviada' },
  { id: 'dead', nome: 'Falha definitiva' },
] as const;
export type OutboxSituacao = (typeof OUTBOX_SITUACOES)[number]['id'];

export function outboxSituacaoNome(id: string): string {
  return OUTBOX_SITUACOES.find((s) => s.id === id)?.nome ?? id;
}

/** The outbox topics with the pt-BR names a manager reads. */
export const OUTBOX_TOPICOS: Record<string, string> = {
  'comunicacao.enviar': 'Envio de comunicação (e-mail ou SMS)',
  'erp.integrar-proposta': 'Integração da proposta com o ERP',
  'erp.consultar-integracao': 'Consulta da integração no ERP',
  'assinatura.enviar-contrato': 'Envio do contrato para assinatura',
  'assinatura.verificar': 'Verificação das assinaturas do contrato',
  'assinatura.enviar-contrato-pme': 'Envio do contrato PME para assinatura',
  'erp.integrar-pme': 'Integração da empresa (PME) com o ERP',
  'erp.integrar-titulares-pme': 'Integração dos titulares da PME com o ERP',
  'receita.consultar-cpf': 'Consulta do CPF na Receita Federal',
  'pme.enviar-link-assinatura': 'E-mail do link de assinatura ao representante legal (PME)',
};

const INTEGRATION_MANAGERS: readonly Role[] = [ROLE.GestorComercial, ROLE.Admin];

/** Resource 'integracao' of the permission matrix (permissions.ts spreads it in). */
export const INTEGRACAO_PERMISSIONS: Record<string, readonly Role[]> = {
  list: INTEGRATION_MANAGERS,
  reprocessar: INTEGRATION_MANAGERS,
};
