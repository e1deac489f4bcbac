import type { Catalog } from '../../catalog';

export const ciclo = {
  acaoDesconhecida: 'Unknown action.',
  acaoNaoPermitidaPerfil: 'Action not allowed for your profile.',
  acaoNaoPermitidaSituacao: "Action not allowed in the proposal's current status (%{situacao}).",
  dependenteEnviadoComTitular: "A dependant is sent together with the holder's proposal.",
  guardas: {
    semPendencia: 'The proposal has an open pending issue.',
    comPendenciaAberta: 'The proposal has no open pending issue.',
    comSituacaoAnterior: "The proposal's previous status is not known.",
    ativa: 'The proposal is inactive.',
    idadeLiberada: 'Applicant under 49 years old awaiting the age release.',
  },
  sucesso: {
    submeter: 'Proposal sent successfully! The purchase intention term was sent to the applicant.',
    'confirmar-envio-documentacao': 'Documents sending confirmed successfully!',
    'aprovar-documentacao': 'Documents approved successfully!',
    'revogar-aprovacao': 'Documents approval revoked successfully!',
    'enviar-para-assinatura': 'Contract sent for signature!',
    'solicitar-integracao': 'Integration requested successfully!',
    cancelar: 'Proposal cancelled successfully!',
    'reverter-cancelamento': 'Cancellation reverted successfully!',
    bloquear: 'Proposal blocked successfully!',
    desbloquear: 'Proposal unblocked successfully!',
    inativar: 'Proposal inactivated successfully!',
  },
} satisfies Catalog['servidor']['propostas']['ciclo'];
