import type { ReactNode } from 'react';
import {
  beneficiarioTipo,
  isAgendavel,
  maskPhone,
  nursingEvaluationColor,
  PENDING_CHIP,
  REPASSE_TAG,
  situacaoDaProposta,
  type ChipColor,
} from '../../../domain';
import { translate } from '../../../providers/i18nProvider';
import { rotuloUnidadeNaLingua } from '../../../components/rotuloUnidadeNaLingua';
import { rotuloSituacao } from '../chips/rotuloSituacao';
import { COR_DO_SLA, textoSlaCurto } from '../chips/rotulosSla';
import { rotuloAgendamento, rotuloPendencia } from '../chips/rotulosDaLinha';
import { rotuloRepasse, rotuloTipoProposta } from '../chips/rotuloTipoProposta';
import type { PropostaListItem } from '../types';
import { dataDaPrevia } from './dataDaPrevia';

/**
 * The proposal list's columns as the preview draws them (PreviaDaLista): the same columns, in
 * the same order and with the same texts as PropostaList's DataTable, drawn as plain elements
 * styled by index.html's CSS (previaCss.ts) instead of MUI's components. Chips keep their
 * colour and their icon's room, not the icon. PreviaDaLista.test.tsx holds both tables' headers
 * and texts side by side, so a column changed in one and not the other fails there.
 */
export interface ColunaDaPrevia {
  /** The DataTable.Col's source: its header text and the key the column chooser hides it by. */
  source: string;
  celula(row: PropostaListItem): ReactNode;
  /** The real column's `sx`/`cellSx` keeps its values on one line. */
  semQuebra?: boolean;
  /** The real column has `disableSort`: its title has no room for the sort arrow. */
  semOrdem?: boolean;
}

function Chip(props: {
  rotulo: string;
  cor: ChipColor;
  contorno?: boolean;
  /** The MUI chip's icon is 18 px wide: its room is kept so the row does not move. */
  icone?: boolean;
}) {
  return (
    <span
      className="adesao-previa-chip"
      data-cor={props.cor}
      data-contorno={props.contorno ? '' : undefined}
    >
      {props.icone ? <i /> : null}
      {props.rotulo}
    </span>
  );
}

function Situacao({ row }: { row: PropostaListItem }) {
  const info = situacaoDaProposta(row);
  return (
    <Chip
      rotulo={rotuloSituacao(info)}
      cor={info.color}
      contorno={info.color === 'default'}
      icone
    />
  );
}

const numeroContrato: ColunaDaPrevia = {
  source: 'numeroContrato',
  celula: (row) => row.numeroContrato,
  semQuebra: true,
};

const nome: ColunaDaPrevia = {
  source: 'nome',
  celula: (row) => (
    <>
      <span className="adesao-previa-nome">
        {row.nome}
        <Chip
          rotulo={translate(`propostas.beneficiario.${beneficiarioTipo(row)}`)}
          cor={row.propostaTitularId ? 'default' : 'primary'}
          contorno
        />
      </span>
      {row.nomeSocial ? (
        <small>{translate('propostas.listas.nome_social', { nome: row.nomeSocial })}</small>
      ) : null}
    </>
  ),
};

/** PropostaList's nine columns (the checkbox column is the table's, not a column). */
const PADRAO: ColunaDaPrevia[] = [
  numeroContrato,
  {
    source: 'tipo',
    celula: (row) => (
      <span className="adesao-previa-linha">
        {rotuloTipoProposta(row.tipo, row.tipoNome)}
        {row.repasseDaConcessionariaLogada ? (
          <Chip rotulo={rotuloRepasse()} cor={REPASSE_TAG.color} />
        ) : null}
      </span>
    ),
  },
  { source: 'dataCriacao', celula: (row) => dataDaPrevia(row.dataCriacao), semQuebra: true },
  nome,
  { source: 'unidadeNome', celula: (row) => rotuloUnidadeNaLingua(row.unidade), semOrdem: true },
  { source: 'corretorNome', celula: (row) => row.corretorNome ?? '—', semOrdem: true },
  {
    source: 'sla',
    semQuebra: true,
    semOrdem: true,
    celula: (row) =>
      row.sla ? (
        <Chip
          rotulo={textoSlaCurto(row.sla.diasUteis, row.sla.alvo)}
          cor={COR_DO_SLA[row.sla.estado]}
          contorno={row.sla.estado === 'no-prazo'}
          icone
        />
      ) : null,
  },
  {
    source: 'situacaoPropostaAdesaoId',
    celula: (row) => (
      <span className="adesao-previa-chips">
        <Situacao row={row} />
        {row.possuiPendencia ? (
          <Chip rotulo={rotuloPendencia()} cor={PENDING_CHIP.color} icone />
        ) : null}
        {isAgendavel(row.situacaoPropostaAdesaoId) ? (
          <Chip
            rotulo={rotuloAgendamento(row.marcada)}
            cor={nursingEvaluationColor(row.marcada)}
            contorno
          />
        ) : null}
      </span>
    ),
  },
];

/** The portability lists' columns (spec): contract, name, mobile, state and status. */
const PORTABILIDADE: ColunaDaPrevia[] = [
  numeroContrato,
  nome,
  {
    source: 'celular',
    celula: (row) => (row.celular ? maskPhone(row.celular) : '—'),
    semQuebra: true,
    semOrdem: true,
  },
  { source: 'uf', celula: (row) => row.uf ?? '—', semOrdem: true },
  { source: 'situacaoPropostaAdesaoId', celula: (row) => <Situacao row={row} /> },
];

/**
 * The columns the list will show: its own, minus those the user hid and in the order the user
 * chose (react-admin's DataTable keeps both in the area's store, under the table's storeKey and
 * `<storeKey>_columnRanks`; the ranks move a column to the rank's index).
 */
export function colunasDaPrevia(
  lista: string | undefined,
  ocultas: readonly string[],
  ordem: readonly number[] | undefined,
): ColunaDaPrevia[] {
  const colunas = lista === 'portabilidade' ? PORTABILIDADE : PADRAO;
  const ordenadas: ColunaDaPrevia[] = [];
  colunas.forEach((coluna, indice) => {
    const posicao = ordem?.indexOf(indice) ?? -1;
    ordenadas[posicao === -1 ? indice : posicao] = coluna;
  });
  return ordenadas.filter((coluna) => coluna && !ocultas.includes(coluna.source));
}
