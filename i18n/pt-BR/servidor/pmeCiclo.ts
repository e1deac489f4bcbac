/**
 * What the PME lifecycle refuses (src/domain/pmeLifecycle.ts, servidor.pme.ciclo); its unknown
 * action is the proposals' (servidor.propostas.ciclo.acaoDesconhecida). The shared domain reads
 * this file, not the whole `servidor` group, so the browser carries only these texts.
 */
export const ciclo = {
  acaoNaoPermitidaSituacao: 'Ação não permitida na situação atual da proposta.',
  semBeneficiarios: 'A proposta não possui beneficiários.',
} as const;
