import { rotuloUnidade, UNIDADES } from '../domain';
import { translate } from '../providers/i18nProvider';

/**
 * A unit's name in the chosen language ('ES - Vitória head office'): the registries' catalogue
 * key `cadastros.opcoes.codigoUnidade.<code>`, whose pt-BR text is the domain's `rotuloUnidade`
 * (src/domain/places.ts), which the server keeps saying. A row that carries no code (the PME
 * list's) is found by its state and name; a unit the domain does not know shows as the domain
 * writes it. Read while rendering, never at module level: the locale is read at each call.
 */
export function rotuloUnidadeNaLingua(unidade: {
  codigoUnidade?: number;
  uf: string;
  nomeUnidade: string;
}): string {
  const conhecida = UNIDADES.find((u) =>
    unidade.codigoUnidade !== undefined
      ? u.codigoUnidade === unidade.codigoUnidade
      : u.uf === unidade.uf && u.nomeUnidade === unidade.nomeUnidade,
  );
  const escrito = rotuloUnidade(unidade);
  return conhecida
    ? translate(`cadastros.opcoes.codigoUnidade.${conhecida.codigoUnidade}`, { _: escrito })
    : escrito;
}
