import type { Catalog } from '../../catalog';

export const entrada = {
  rascunhoNaoEncontrado: 'Draft not found.',
  rascunhoAlteradoEmOutraJanela:
    'The draft was changed in another window. Reload the page to continue from where it is.',
  propostaCriadaTermoEnviado:
    'Proposal created successfully! The purchase intention term was sent to the applicant.',
} satisfies Catalog['servidor']['entrada'];
