import { Alert, Button, Chip, Link, Stack, Typography } from '@mui/material';
import {
  DataTable,
  List,
  RefreshButton,
  SelectInput,
  TextInput,
  TopToolbar,
  useBasename,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LIST_STATE_PREFIX } from '../../components/listFilter';
import { formatDataHora } from '../../components/formatters';
import { usePageTitle } from '../../components/layout/PageTitle';
import { ListLoadError, ListPagination } from '../../components/LoadError';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../domain';
import { handleError } from '../../providers/errorHandler';
import {
  MENSAGENS_ENVIADAS,
  type MensagemEnviada,
} from '../../providers/mensagensEnviadasDataProvider';
import { ForaDeProducao } from './ForaDeProducao';
import { linksDe } from './TextoComLinks';
import { textsOf } from '../../providers/i18nProvider';

const Col = DataTable.Col<MensagemEnviada>;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const CANAIS: MensagemEnviada['canal'][] = ['email', 'sms'];
const TABLE_SX = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .MuiTableCell-root': { px: 1, verticalAlign: 'top' },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
} as const;

/** The channel as a small label: 'E-mail' or 'SMS'. */
export function CanalChip({ canal }: { canal: MensagemEnviada['canal'] }) {
  const t = textsOf('mensagensEnviadas');
  return <Chip size="small" variant="outlined" label={t(`canais.${canal}`)} />;
}

/**
 * 'Mensagens enviadas' (administrador, outside production): every e-mail and SMS the product
 * sent, newest first as the API answers them, the links in their text clickable, each opening
 * its detail. The API does not sort, so no column offers to.
 */
export function MensagemEnviadaList() {
  return (
    <ForaDeProducao>
      <Lista />
    </ForaDeProducao>
  );
}

function Lista() {
  const t = textsOf('mensagensEnviadas');
  const title = usePageTitle();
  return (
    <List<MensagemEnviada>
      resource={MENSAGENS_ENVIADAS}
      storeKey={`${LIST_STATE_PREFIX}.mensagens-enviadas`}
      title={title ?? t('titulo')}
      filters={[
        <SelectInput
          key="canal"
          source="canal"
          label={t('filtros.canal')}
          choices={CANAIS.map((id) => ({ id, name: t(`canais.${id}`) }))}
          emptyText={t('filtros.todos')}
          alwaysOn
          sx={{ minWidth: 160 }}
        />,
        <TextInput
          key="destinatario"
          source="destinatario"
          label={t('filtros.destinatario')}
          alwaysOn
          resettable
        />,
      ]}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={DEFAULT_PAGE_SIZE}
      pagination={<ListPagination rowsPerPageOptions={[...PAGE_SIZES]} />}
      error={<ListLoadError />}
      actions={
        <TopToolbar>
          <RefreshButton />
        </TopToolbar>
      }
      queryOptions={{ onError: (error) => void handleError(error) }}
      exporter={false}
      empty={false}
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      <Alert severity="info" sx={{ m: 2, mb: 0 }}>
        {t('aviso')}
      </Alert>
      <DataTable bulkActionButtons={false} rowClick={false} empty={<Vazia />} sx={TABLE_SX}>
        <Col
          source="dataEnvio"
          label={t('colunas.dataEnvio')}
          disableSort
          sx={NO_WRAP}
          render={(row) => formatDataHora(row.dataEnvio)}
        />
        <Col
          source="canal"
          label={t('colunas.canal')}
          disableSort
          render={(row) => <CanalChip canal={row.canal} />}
        />
        <Col
          source="destinatario"
          label={t('colunas.destinatario')}
          disableSort
          sx={{ overflowWrap: 'anywhere', minWidth: 120, maxWidth: 180 }}
        />
        <Col
          source="assunto"
          label={t('colunas.assunto')}
          disableSort
          sx={{ minWidth: 120, maxWidth: 200 }}
          render={(row) => row.assunto ?? t('semAssunto')}
        />
        <Col
          source="texto"
          label={t('colunas.texto')}
          disableSort
          sx={{ minWidth: 180, maxWidth: 240 }}
          render={(row) => <Resumo texto={row.texto} />}
        />
        <Col
          label={t('colunas.links')}
          disableSort
          sx={{ minWidth: 200, maxWidth: 260 }}
          render={(row) => <Links texto={row.texto} />}
        />
        <Col label="" disableSort sx={NO_WRAP} render={(row) => <AbrirMensagem id={row.id} />} />
      </DataTable>
    </List>
  );
}

/** The first lines of the text; the whole of it is on the message's own page. */
function Resumo({ texto }: { texto: string }) {
  return (
    <Typography
      variant="body2"
      title={texto}
      sx={{
        whiteSpace: 'pre-line',
        overflow: 'hidden',
        display: '-webkit-box',
        WebkitLineClamp: 3,
        WebkitBoxOrient: 'vertical',
      }}
    >
      {texto}
    </Typography>
  );
}

/** The addresses the message carries, to follow straight from the list. */
function Links({ texto }: { texto: string }) {
  const links = linksDe(texto);
  if (!links.length) return <>—</>;
  return (
    <Stack spacing={0.5}>
      {links.map((link) => (
        <Link
          key={link}
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          sx={{ wordBreak: 'break-all' }}
        >
          {link}
        </Link>
      ))}
    </Stack>
  );
}

function AbrirMensagem({ id }: { id: number }) {
  const t = textsOf('mensagensEnviadas');
  const basename = useBasename();
  return (
    <Button size="small" component={RouterLink} to={`${basename}/mensagens-enviadas/${id}`}>
      {t('abrir')}
    </Button>
  );
}

function Vazia() {
  const t = textsOf('mensagensEnviadas');
  return (
    <Alert severity="info" sx={{ m: 2 }}>
      {t('vazia')}
    </Alert>
  );
}
