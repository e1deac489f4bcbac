import type { Catalog } from '../../catalog';

export const entrada = {
  rascunhoNaoEncontrado: 'Draft not found.',
  rascunhoAlteradoEmOutraJanela:
    'The draft was changed in another window. Reload the page to continue from where it is.',
  propostaCriadaTermoEnviado:
    'Proposal created successfully! The purchase intention term was sent to the applicant.',
  aguardaLiberacaoIdade:
    'Proposal created. As the holder is under 49, it awaits the age release before being sent to the applicant.',
  depoisDaLiberacao:
    "After the release, send it from Dashboard › Drafts or from the proposal itself, with 'Send proposal'.",
  corretorNaoEncontrado: 'Broker not found.',
} satisfies Catalog['servidor']['entrada'];
