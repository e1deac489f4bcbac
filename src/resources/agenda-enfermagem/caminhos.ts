/** The agenda's paths, read by the areas' routes without downloading its screens. */

/** The path of the nurses' agendas, relative to the area (gestao-saude, administrador). */
export const AGENDA_PATH = 'horarios-enfermeiros';
/** The nurse area's path of 'Minha agenda'. */
export const MINHA_AGENDA_PATH = 'minha-agenda';
