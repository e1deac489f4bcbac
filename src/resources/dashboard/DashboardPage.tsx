import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useBasename, useDataProvider, useGetIdentity } from 'react-admin';
import { Link } from 'react-router-dom';
import {
  canAccess,
  CRIAR_PROPOSTA,
  getStatusInfo,
  MENUS,
  menuLabelOf,
  NOVA_PROPOSTA_PATHS,
  type AreaId,
} from '../../domain';
import { STATUS_FILTER } from '../../providers/propostasDataProvider';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import { useArea } from '../../components/layout/AreaContext';
import { usePageTitle } from '../../components/layout/PageTitle';
import type { DashboardDataProvider } from '../../providers/dashboardDataProvider';
import { AtrasadasCards } from './AtrasadasCards';
import { DashboardCards, DashboardGrid } from './DashboardCards';
import { MovimentoChart } from './MovimentoChart';
import { textsOf } from '../../providers/i18nProvider';
import { rotuloSituacao } from '../propostas/chips/rotuloSituacao';

/**
 * Areas whose one proposal list holds every status: their dashboard has a card per status,
 * opening that list on the status (the call-centre manager's 'Beneficiários').
 */
const LISTA_POR_SITUACAO: Partial<Record<AreaId, string>> = {
  'gestao-callcenter': 'todas-propostas',
};

/**
 * dashboard (gestao-comercial, concessionaria, gestao-callcenter): counts per list (or per
 * status) as cards that open the list, and a chart of the month's entries and conclusions, all
 * in the user's scope (server side).
 */
export function DashboardPage() {
  const t = textsOf('dashboard');
  const area = useArea();
  const basename = useBasename();
  const title = usePageTitle() ?? textsOf('menus')('dashboard');
  const { identity } = useGetIdentity();
  // The drafts have no menu item in the dealership portal: the dashboard leads to them.
  const roles = (identity?.roles as string[] | undefined) ?? [];
  const canSeeDrafts = canAccess(roles, { resource: 'rascunho', action: 'list' });
  // The dealership's day starts here: a new proposal is one click away (issue 39).
  const canCreate = area === 'concessionaria' && canAccess(roles, CRIAR_PROPOSTA);
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const query = useQuery({
    queryKey: ['dashboard', area],
    queryFn: () => dataProvider.obterContagensDashboard(area),
    retry: false,
  });

  if (query.isError) {
    return <LoadError message={t('falhaCarregar')} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <Loading />;
  const data = query.data;
  const porSituacao = LISTA_POR_SITUACAO[area];
  const cards = porSituacao
    ? data.situacoes.map(({ situacaoId, total }) => ({
        key: `situacao-${situacaoId}`,
        total,
        rotulo: rotuloSituacao(getStatusInfo(situacaoId)),
        // The list opens on the window the count used, narrowed to the card's status.
        to: `${basename}/${porSituacao}?filter=${encodeURIComponent(
          JSON.stringify({
            unidade: '',
            dataCriacaoMin: data.dataInicio,
            dataCriacaoMax: data.dataFim,
            [STATUS_FILTER]: situacaoId,
          }),
        )}`,
      }))
    : data.listas.map((lista) => ({
        key: lista.rota,
        total: lista.total,
        rotulo: menuLabelOf(MENUS[area], lista.rota) ?? lista.rota,
        to: `${basename}/${lista.rota}`,
      }));
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={title} />
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
        <Typography color="text.secondary">
          {t('janela', { inicio: data.dataInicio, fim: data.dataFim })}
        </Typography>
        <Stack direction="row" spacing={1}>
          {canSeeDrafts && (
            <Button component={Link} to={`${basename}/rascunhos`} variant="outlined" size="small">
              {t('rascunhos')}
            </Button>
          )}
          {canCreate && (
            <Button
              component={Link}
              to={`${basename}/${NOVA_PROPOSTA_PATHS.comum}`}
              variant="contained"
              size="small"
              startIcon={<AddIcon />}
            >
              {t('novaProposta')}
            </Button>
          )}
        </Stack>
      </Stack>
      <DashboardGrid>
        <DashboardCards cards={cards} />
      </DashboardGrid>
      <AtrasadasCards area={area} atrasadas={data.atrasadas ?? []} />
      <MovimentoChart movimento={data.movimento} />
    </Box>
  );
}
