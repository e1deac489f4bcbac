import { useDataProvider } from 'react-admin';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  Autocomplete,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { maskCpf, SEARCH_DEBOUNCE_MS } from '../../domain';
import { SectionCard } from '../propostas/show/SectionCard';
import type { PmeDataProvider, TitularDisponivel } from '../../providers/pmeDataProvider';
import type { NovaPmeFormValues } from './pmeForm';
import { textsOf, localized } from '../../providers/i18nProvider';

/**
 * The new PME proposal's beneficiaries: holders' individual proposals, searched by name or CPF
 * among those free to join (the server's list), each with its dependents. The form keeps the
 * holders' ids; this section keeps what it shows of them.
 */
export function BeneficiariosSelecao() {
  const tx = textsOf('pme');
  const dataProvider = useDataProvider<PmeDataProvider>();
  const { setValue, formState } = useFormContext<NovaPmeFormValues>();
  const [escolhidos, setEscolhidos] = useState<TitularDisponivel[]>([]);
  const [texto, setTexto] = useState('');
  const [pesquisa, setPesquisa] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setPesquisa(texto), SEARCH_DEBOUNCE_MS / 4);
    return () => clearTimeout(timer);
  }, [texto]);
  const query = useQuery({
    queryKey: ['pme', 'titulares-disponiveis', pesquisa],
    queryFn: () => dataProvider.listarTitularesDisponiveisPme(pesquisa),
    placeholderData: keepPreviousData,
  });
  const error = get(formState.errors, 'beneficiarios') as { message?: string } | undefined;

  const atualizar = (lista: TitularDisponivel[]) => {
    setEscolhidos(lista);
    setValue(
      'beneficiarios',
      lista.map((t) => t.id),
      { shouldValidate: formState.isSubmitted, shouldDirty: true },
    );
  };
  const opcoes = (query.data ?? []).filter((t) => !escolhidos.some((e) => e.id === t.id));

  return (
    <SectionCard title={tx('beneficiarios')}>
      <Stack spacing={2}>
        <Autocomplete
          options={opcoes}
          value={null}
          inputValue={texto}
          onInputChange={(_e, value, reason) => {
            if (reason !== 'reset') setTexto(value);
          }}
          onChange={(_e, titular) => {
            if (titular) atualizar([...escolhidos, titular]);
            setTexto('');
          }}
          filterOptions={(x) => x}
          loading={query.isFetching}
          loadingText={tx('carregando')}
          noOptionsText={tx('nenhumTitular')}
          getOptionLabel={(t) => `${t.nome} — CPF ${maskCpf(t.cpf)}`}
          renderOption={({ key, ...props }, t) => (
            <li key={key} {...props}>
              <Stack>
                <span>{t.nome}</span>
                <Typography variant="caption" color="text.secondary">
                  {`${tx('cpf')} ${maskCpf(t.cpf)} · ${tx('contrato')} ${t.numeroContrato} · ${t.situacaoNome} · ${tx('dependentesN', { smart_count: t.dependentes })}`}
                </Typography>
              </Stack>
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              size="small"
              label={tx('adicionarTitular')}
              placeholder={tx('pesquisarTitular')}
              error={Boolean(error?.message)}
              helperText={localized(error?.message) ?? tx('ajudaTitulares')}
            />
          )}
        />
        <Table size="small" aria-label={tx('titularesEscolhidos')}>
          <TableHead>
            <TableRow>
              <TableCell>{tx('nome')}</TableCell>
              <TableCell>{tx('cpf')}</TableCell>
              <TableCell>{tx('contrato')}</TableCell>
              <TableCell>{tx('situacao')}</TableCell>
              <TableCell align="right">{tx('dependentes')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {escolhidos.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>{tx('nenhumTitularEscolhido')}</TableCell>
              </TableRow>
            )}
            {escolhidos.map((t) => (
              <TableRow key={t.id}>
                <TableCell>{t.nome}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{maskCpf(t.cpf)}</TableCell>
                <TableCell>{t.numeroContrato}</TableCell>
                <TableCell>{t.situacaoNome}</TableCell>
                <TableCell align="right">{t.dependentes}</TableCell>
                <TableCell align="right">
                  <IconButton
                    size="small"
                    aria-label={`${tx('remover')} ${t.nome}`}
                    onClick={() => atualizar(escolhidos.filter((e) => e.id !== t.id))}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
    </SectionCard>
  );
}
