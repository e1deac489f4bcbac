import {
  DEFAULT_LOCALE,
  i18nProvider,
  LOCALE_KEY,
  localeStore,
  translate,
} from '../../../providers/i18nProvider';
import { PROPOSTAS } from '../../../providers/propostasDataProvider';
import { getAuthState } from '../../../providers/session';
import { lerDoArmazem } from '../../../components/armazemDaArea';
import { colunasKey, RANKS } from '../../visoes/colunasNoServidor';
import { temAcoesEmLote } from '../lote/acoesPermitidas';
import { colunasDaPrevia } from './colunasDaPrevia';
import { usePrevia } from './previaGuardada';

/**
 * The first page of the list the visit opened on, drawn inside the waiting outline as soon as
 * the early call answers, while react-admin, MUI and the area's code are still being prepared
 * (docs/decisions/0183-list-preview.md): the same rows, columns and texts the list then draws,
 * without its components. Not interactive and hidden from assistive technology, like the
 * outline around it (which says 'Carregando...'); react-admin's table replaces it. Nothing on
 * a phone's width, where the list is not a table.
 */
export function PreviaDaLista() {
  const previa = usePrevia();
  if (!previa || previa.linhas.length === 0) return null;
  // In the language the list will speak: a user who chose English gets the outline alone
  // while the English catalogue is still on its way (the page starts in pt-BR).
  if (localeStore.getItem(LOCALE_KEY, DEFAULT_LOCALE) !== i18nProvider.getLocale()) return null;
  const tabela = colunasKey(previa.route);
  const colunas = colunasDaPrevia(
    previa.meta.lista,
    lerDoArmazem<string[]>(previa.area, tabela) ?? [],
    lerDoArmazem<number[]>(previa.area, `${tabela}${RANKS}`),
  );
  const sort = previa.sort;
  const caixas = temAcoesEmLote(getAuthState().user?.roles ?? [], previa.meta.situacoes ?? []);
  return (
    <table className="adesao-previa" aria-hidden="true">
      <thead>
        <tr>
          {caixas ? <th className="adesao-previa-caixa" /> : null}
          {colunas.map((coluna) => (
            <th key={coluna.source}>
              {/* MUI keeps a sortable title's arrow room; the sorted column shows its arrow. */}
              <span>
                {translate(`resources.${PROPOSTAS}.fields.${coluna.source}`)}
                {coluna.semOrdem ? null : (
                  <i
                    className="adesao-previa-seta"
                    data-ordem={sort?.field === coluna.source ? sort.order : undefined}
                  />
                )}
              </span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {previa.linhas.map((linha) => (
          <tr key={linha.id}>
            {caixas ? (
              <td className="adesao-previa-caixa">
                <i />
              </td>
            ) : null}
            {colunas.map((coluna) => (
              <td
                key={coluna.source}
                className={coluna.semQuebra ? 'adesao-previa-nowrap' : undefined}
              >
                {coluna.celula(linha)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
