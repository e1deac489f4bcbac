import {
  Box,
  Chip,
  CircularProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useBasename, useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../components/layout/PageTitle';
import { formatDataHora } from '../../domain';
import {
  agendaQueryKey,
  type AgendaEnfermagemDataProvider,
  type AgendamentoDaAgenda,
} from '../../providers/agendaEnfermagemDataProvider';
import { atendimento, Secao, TabelaExcecoes, TabelaSemanais } from './tabelas';
import { textsOf, translate } from '../../providers/i18nProvider';

/** '27/11/2026 14:00–14:30' (Brasília). */
function quando(a: AgendamentoDaAgenda): string {
  return `${formatDataHora(a.inicio)}–${formatDataHora(a.fim).slice(11)}`;
}

function Proximas({ agendamentos }: { agendamentos: readonly AgendamentoDaAgenda[] }) {
  const t = textsOf('agendaEnfermagem');
  const basename = useBasename();
  if (agendamentos.length === 0)
    return <Typography variant="body2">{t('proximasVazio')}</Typography>;
  return (
    <Table size="small" aria-label={t('proximas')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('quando')}</TableCell>
          <TableCell>{t('proposta')}</TableCell>
          <TableCell>{t('beneficiario')}</TableCell>
          <TableCell>{t('atendimento')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {agendamentos.map((a) => (
          <TableRow key={a.id}>
            <TableCell>{quando(a)}</TableCell>
            <TableCell>
              <Link
                component={RouterLink}
                to={`${basename}/proposta/${a.propostaAdesaoId}/avaliacao-saude`}
                aria-label={t('abrirProposta', { contrato: a.numeroContrato, nome: a.nome })}
              >
                {a.numeroContrato}
              </Link>
            </TableCell>
            <TableCell>{a.nome}</TableCell>
            <TableCell>{atendimento(a.tipoAtendimento, a.cidade)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * 'Minha agenda' (issue 39): the signed-in nurse's week, her exceptions from today on and the
 * evaluations booked with her, each opening the proposal's evaluation screen. Read-only: the
 * health manager keeps the agenda (the server answers a nurse's write 403).
 */
export function MinhaAgendaPage() {
  const t = textsOf('agendaEnfermagem');
  const title = usePageTitle() ?? t('minhaTitulo');
  const dataProvider = useDataProvider<AgendaEnfermagemDataProvider>();
  const agenda = useQuery({
    queryKey: agendaQueryKey('minha'),
    queryFn: ({ signal }) => dataProvider.minhaAgenda(signal),
    retry: false,
  });

  if (agenda.isPending)
    return <CircularProgress sx={{ m: 3 }} aria-label={translate('ra.page.loading')} />;
  if (agenda.isError) return <LoadError onRetry={() => void agenda.refetch()} />;
  const { enfermeiro, duracaoMinutos, horarios, excecoes, agendamentos } = agenda.data;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2 }}>
      <Title title={title} />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('minhaTitulo')}
        </Typography>
        <Chip size="small" variant="outlined" label={enfermeiro.tipo} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('minhaIntroducao')} {t('duracao', { minutos: duracaoMinutos })}
      </Typography>
      <Secao titulo={t('proximas')}>
        <Proximas agendamentos={agendamentos} />
      </Secao>
      <Secao titulo={t('semanais')}>
        <TabelaSemanais horarios={horarios} vazio={t('minhaSemanaisVazio')} />
      </Secao>
      <Secao titulo={t('excecoes')}>
        <TabelaExcecoes excecoes={excecoes} />
      </Secao>
    </Box>
  );
}
