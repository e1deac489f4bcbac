import { Type } from 'typebox';
import {
  descreverDivergenciaRF,
  type DivergenciaReceita,
  type EstadoConsultaRF,
} from '../../../src/domain/receitaFederal';

const Str = Type.String();

export const DivergenciaRF = Type.Object({
  campo: Str,
  descricao: Str,
  valorDeclarado: Str,
  valorReceita: Str,
});

/** The proposal's Receita Federal check (estado: ESTADOS_CONSULTA_RF or null) as the proposal screen's card reads it. */
export const ConsultaReceitaFederal = Type.Object({
  /** null: never asked (a draft, or a proposal sent before the check existed). */
  estado: Type.Union([
    Type.Literal('pendente'),
    Type.Literal('concluida'),
    Type.Literal('falhou'),
    Type.Literal('nao_configurada'),
    Type.Null(),
  ]),
  consultadaEm: Type.Union([Str, Type.Null()]),
  situacaoCadastral: Type.Union([Str, Type.Null()]),
  divergencias: Type.Array(DivergenciaRF),
});

interface LinhaConsulta {
  divergenciasRf: DivergenciaReceita[];
  rfConsultaEstado: EstadoConsultaRF | null;
  rfConsultadaEm: Date | null;
  rfSituacaoCadastral: string | null;
}

export function divergenciasDescritas(row: Pick<LinhaConsulta, 'divergenciasRf'>) {
  return row.divergenciasRf.map((d) => ({ ...d, descricao: descreverDivergenciaRF(d) }));
}

export function resumoConsultaReceita(row: LinhaConsulta) {
  return {
    estado: row.rfConsultaEstado,
    consultadaEm: row.rfConsultadaEm?.toISOString() ?? null,
    situacaoCadastral: row.rfSituacaoCadastral,
    divergencias: divergenciasDescritas(row),
  };
}
