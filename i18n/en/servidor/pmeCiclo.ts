import type { Catalog } from '../../catalog';

export const ciclo = {
  acaoNaoPermitidaSituacao: "Action not allowed in the proposal's current status.",
  semBeneficiarios: 'The proposal has no beneficiaries.',
} satisfies Catalog['servidor']['pme']['ciclo'];
