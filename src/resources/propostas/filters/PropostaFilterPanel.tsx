import FilterListIcon from '@mui/icons-material/FilterList';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { showsContractDateFilter, UNIDADES, type ListFilter } from '../../../domain';
import { DateRangeField } from '../../../components/DateRangeField';
import {
  countActive,
  EMPTY_PANEL,
  fromFilter,
  PANEL_KEYS,
  toFilter,
  type PanelValues,
  type RangeKey,
} from './filterPanelValues';
import { carregarPickers, PickersProvider } from '../../../components/PickersProvider';
import { opcoesBeneficiario, opcoesCarencia, opcoesSituacaoAvaliacao } from './rotulosFiltro';
import { rotuloUnidadeNaLingua } from '../../../components/rotuloUnidadeNaLingua';

interface PropostaFilterPanelProps {
  /** The statuses of the list: the contract-signing range shows only where a contract exists. */
  statusIds: readonly number[];
}

/**
 * 'Filtrar propostas' (section 2.7): unit, holder or dependent, the contract's waiting period and
 * the assessment situation (section 3), creation, status-transition and, where it applies,
 * contract-signing ranges. Applying runs the date rules first; a broken rule is an error notice
 * and the list keeps its current query. The search box's text is kept across apply and clear.
 */
export function PropostaFilterPanel({ statusIds }: PropostaFilterPanelProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues, setFilters } = useListContext();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<PanelValues>(EMPTY_PANEL);
  const showContract = showsContractDateFilter(statusIds);
  const unitLabelId = useId();

  const openPanel = () => {
    setValues(fromFilter(filterValues as ListFilter));
    setOpen(true);
  };

  /** The list's filter without the panel's keys (the search text stays). */
  const otherFilters = () =>
    Object.fromEntries(
      Object.entries(filterValues ?? {}).filter(
        ([key]) => !(PANEL_KEYS as readonly string[]).includes(key),
      ),
    );

  const labels: Record<RangeKey, string> = {
    dataCriacao: translate('propostas.filtros.periodo.dataCriacao'),
    dataAlteracao: translate('propostas.filtros.periodo.dataAlteracao'),
    dataContrato: translate('propostas.filtros.periodo.dataContrato'),
  };

  const apply = () => {
    const result = toFilter(values, { showContract, labels });
    if ('error' in result) {
      notify(result.error, { type: 'error' });
      return;
    }
    setFilters({ ...otherFilters(), ...result.filter }, undefined, false);
    setOpen(false);
  };

  const clear = () => {
    setValues(EMPTY_PANEL);
    setFilters(otherFilters(), undefined, false);
    setOpen(false);
  };

  const setRange = (range: RangeKey) => (min: Date | null, max: Date | null) =>
    setValues((current) => ({ ...current, [`${range}Min`]: min, [`${range}Max`]: max }));

  const active = countActive(filterValues as ListFilter);
  const preloadPickers = () => void carregarPickers().catch(() => undefined);

  return (
    <>
      <Button
        startIcon={
          <Badge badgeContent={active} color="secondary" variant="dot" invisible={active === 0}>
            <FilterListIcon />
          </Badge>
        }
        onClick={openPanel}
        // The pickers are their own download: fetched while the pointer heads for the button,
        // so the panel's date fields are usually ready when it opens.
        onPointerEnter={preloadPickers}
        onFocus={preloadPickers}
        variant="outlined"
        size="small"
      >
        {translate('propostas.filtros.titulo')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`${unitLabelId}-title`}>
        <DialogTitle id={`${unitLabelId}-title`}>
          {translate('propostas.filtros.titulo')}
        </DialogTitle>
        <DialogContent dividers>
          <PickersProvider>
            <Stack spacing={2.5}>
              <FormControl>
                <FormLabel id={unitLabelId}>{translate('propostas.filtros.unidade')}</FormLabel>
                <RadioGroup
                  aria-labelledby={unitLabelId}
                  value={values.unidade}
                  onChange={(event) =>
                    setValues((current) => ({ ...current, unidade: event.target.value }))
                  }
                >
                  <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1 }}>
                    <FormControlLabel
                      value=""
                      control={<Radio size="small" />}
                      label={translate('propostas.filtros.todas')}
                    />
                    {UNIDADES.map((unidade) => (
                      <FormControlLabel
                        key={unidade.codigoUnidade}
                        value={String(unidade.codigoUnidade)}
                        control={<Radio size="small" />}
                        label={rotuloUnidadeNaLingua(unidade)}
                      />
                    ))}
                  </Box>
                </RadioGroup>
              </FormControl>
              <FormControl>
                <FormLabel id={`${unitLabelId}-beneficiario`}>
                  {translate('propostas.filtros.beneficiario')}
                </FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={`${unitLabelId}-beneficiario`}
                  value={values.beneficiario}
                  onChange={(event) =>
                    setValues((current) => ({ ...current, beneficiario: event.target.value }))
                  }
                >
                  <FormControlLabel
                    value=""
                    control={<Radio size="small" />}
                    label={translate('propostas.filtros.todos')}
                  />
                  {opcoesBeneficiario().map((option) => (
                    <FormControlLabel
                      key={option.id}
                      value={option.id}
                      control={<Radio size="small" />}
                      label={option.label}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
              <OpcoesFiltro
                label={translate('propostas.filtros.carencia')}
                options={opcoesCarencia()}
                value={values.carencia}
                onChange={(carencia) => setValues((current) => ({ ...current, carencia }))}
              />
              <OpcoesFiltro
                label={translate('propostas.filtros.agendamento')}
                options={opcoesSituacaoAvaliacao()}
                value={values.agendamento}
                onChange={(agendamento) => setValues((current) => ({ ...current, agendamento }))}
              />
              <FormControlLabel
                control={
                  <Checkbox
                    size="small"
                    checked={values.atrasadas}
                    onChange={(event) =>
                      setValues((current) => ({ ...current, atrasadas: event.target.checked }))
                    }
                  />
                }
                label={translate('propostas.filtros.atrasadas')}
              />
              <DateRangeField
                label={translate('propostas.filtros.dataCriacao')}
                min={values.dataCriacaoMin}
                max={values.dataCriacaoMax}
                onChange={setRange('dataCriacao')}
              />
              <DateRangeField
                label={translate('propostas.filtros.dataAlteracao')}
                min={values.dataAlteracaoMin}
                max={values.dataAlteracaoMax}
                onChange={setRange('dataAlteracao')}
              />
              {showContract ? (
                <DateRangeField
                  label={translate('propostas.filtros.dataContrato')}
                  min={values.dataContratoMin}
                  max={values.dataContratoMax}
                  onChange={setRange('dataContrato')}
                />
              ) : null}
              <Typography variant="caption" color="text.secondary">
                {translate('propostas.filtros.formato')}
              </Typography>
            </Stack>
          </PickersProvider>
        </DialogContent>
        <DialogActions>
          <Button onClick={clear}>{translate('propostas.filtros.limpar')}</Button>
          <Button onClick={apply} variant="contained">
            {translate('propostas.filtros.aplicar')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/**
 * One of the spec's choice filters as a row of radios: the option of id 0 is 'all' (sent as no
 * filter at all), the others their id.
 */
function OpcoesFiltro({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { id: number; label: string }[];
  value: string;
  onChange(value: string): void;
}) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.id}
            value={option.id === 0 ? '' : String(option.id)}
            control={<Radio size="small" />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
