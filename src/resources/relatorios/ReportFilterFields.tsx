import { Autocomplete, Chip, Stack, TextField } from '@mui/material';
import { DateRangeField } from '../../components/DateRangeField';
import { SITUACOES, UNIDADES, type ReportTypeKey } from '../../domain';
import { textsOf } from '../../providers/i18nProvider';
import { rotuloSituacao } from '../propostas/chips/rotuloSituacao';
import { rotuloUnidadeNaLingua } from '../../components/rotuloUnidadeNaLingua';

/** The dialog's filter as typed: dates as pickers give them, ids as the selects hold them. */
export interface ReportForm {
  unidades: number[];
  situacoes: number[];
  dataInicio: Date | null;
  dataFim: Date | null;
  dataInicioAprovacao: Date | null;
  dataFimAprovacao: Date | null;
}

/** Which filters each report takes (document 2, section 3, 'Report filters'). */
export const FILTERS_OF: Record<
  ReportTypeKey,
  { unidades: boolean; situacoes: boolean; aprovacao: boolean; periodo: boolean }
> = {
  geral: { unidades: true, situacoes: true, aprovacao: false, periodo: true },
  'gestao-saude': { unidades: true, situacoes: false, aprovacao: false, periodo: true },
  assinadas: { unidades: true, situacoes: false, aprovacao: false, periodo: true },
  'aprovadores-documentacao': { unidades: true, situacoes: true, aprovacao: true, periodo: true },
  corretores: { unidades: false, situacoes: false, aprovacao: false, periodo: false },
  quantitativo: { unidades: false, situacoes: false, aprovacao: false, periodo: false },
};

/** Built at each render, like the statuses: the units' names are read in the chosen language. */
const unitOptions = () =>
  UNIDADES.map((u) => ({ id: u.codigoUnidade, label: rotuloUnidadeNaLingua(u) }));

/** Built at each render: the statuses' names are read in the chosen language. */
const statusOptions = () => SITUACOES.map((s) => ({ id: s.id, label: rotuloSituacao(s) }));

function IdsField({
  label,
  options,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  options: readonly { id: number; label: string }[];
  value: number[];
  onChange(ids: number[]): void;
  placeholder: string;
}) {
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      limitTags={3}
      options={options}
      value={options.filter((option) => value.includes(option.id))}
      onChange={(_, chosen) => onChange(chosen.map((option) => option.id))}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={option.label} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length ? '' : placeholder}
          size="small"
        />
      )}
      noOptionsText={textsOf('relatorios')('filtros.nenhumaOpcao')}
    />
  );
}

/** The inputs of the chosen report type; Corretores takes none. */
export function ReportFilterFields({
  type,
  form,
  onChange,
}: {
  type: ReportTypeKey;
  form: ReportForm;
  onChange(next: ReportForm): void;
}) {
  const t = textsOf('relatorios');
  const shows = FILTERS_OF[type];
  const set = (patch: Partial<ReportForm>) => onChange({ ...form, ...patch });
  return (
    <Stack spacing={2.5}>
      {shows.unidades ? (
        <IdsField
          label={t('filtros.unidades')}
          placeholder={t('filtros.todasUnidades')}
          options={unitOptions()}
          value={form.unidades}
          onChange={(unidades) => set({ unidades })}
        />
      ) : null}
      {shows.situacoes ? (
        <IdsField
          label={t('filtros.situacoes')}
          placeholder={t('filtros.escolhaSituacoes')}
          options={statusOptions()}
          value={form.situacoes}
          onChange={(situacoes) => set({ situacoes })}
        />
      ) : null}
      {shows.periodo ? (
        <DateRangeField
          label={shows.aprovacao ? t('filtros.periodoCriacao') : t('filtros.periodo')}
          min={form.dataInicio}
          max={form.dataFim}
          onChange={(dataInicio, dataFim) => set({ dataInicio, dataFim })}
        />
      ) : null}
      {shows.aprovacao ? (
        <DateRangeField
          label={t('filtros.periodoAprovacao')}
          min={form.dataInicioAprovacao}
          max={form.dataFimAprovacao}
          onChange={(dataInicioAprovacao, dataFimAprovacao) =>
            set({ dataInicioAprovacao, dataFimAprovacao })
          }
        />
      ) : null}
    </Stack>
  );
}
