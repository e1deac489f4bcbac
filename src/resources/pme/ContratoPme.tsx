import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useBasename, useNotify, useDataProvider } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { formatData } from '../../components/formatters';
import { LoadError } from '../../components/LoadError';
import { Loading } from '../../components/Loading';
import { usePageTitle } from '../../components/layout/PageTitle';
import { useErrorNotice } from '../../components/useErrorNotice';
import type { PmeDataProvider, UnidadeContrato } from '../../providers/pmeDataProvider';
import { base64ToBlob, saveBlob } from './arquivos';
import { textsOf } from '../../providers/i18nProvider';

/** pme/contrato-pme: the units and whether each has its PME contract model. */
export function ContratoPmeList() {
  const t = textsOf('pme');
  const dataProvider = useDataProvider<PmeDataProvider>();
  const title = usePageTitle();
  const basename = useBasename();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['pme', 'unidades'],
    queryFn: () => dataProvider.listarUnidadesContratoPme(),
  });
  return (
    <Box sx={{ p: 2 }}>
      {title ? <Title title={title} /> : null}
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <Paper variant="outlined">
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{t('uf')}</TableCell>
                <TableCell>{t('nomeUnidade')}</TableCell>
                <TableCell>{t('possuiContrato')}</TableCell>
                <TableCell>{t('atualizadoEm')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.map((u) => (
                <TableRow
                  key={u.codigoUnidade}
                  hover
                  sx={{ cursor: 'pointer' }}
                  onClick={() => navigate(`${basename}/pme/contrato-pme/${u.uf}`)}
                >
                  <TableCell>{u.uf}</TableCell>
                  <TableCell>{u.nomeUnidade}</TableCell>
                  <TableCell>
                    <ContratoChip unidade={u} />
                  </TableCell>
                  <TableCell>{u.dataAtualizacao ? formatData(u.dataAtualizacao) : '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Box>
  );
}

function ContratoChip({ unidade }: { unidade: UnidadeContrato }) {
  const t = textsOf('pme');
  return unidade.possuiContrato ? (
    <Chip size="small" color="success" label={t('comContrato')} />
  ) : (
    <Chip size="small" label={t('semContrato')} />
  );
}

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** pme/contrato-pme/{uf}: each unit of the state, its model to download and to replace. */
export function ContratoPmeUnidade() {
  const t = textsOf('pme');
  const dataProvider = useDataProvider<PmeDataProvider>();
  const { uf = '' } = useParams();
  const query = useQuery({
    queryKey: ['pme', 'unidades', uf],
    queryFn: () => dataProvider.listarUnidadesContratoPme(uf.toUpperCase()),
  });
  return (
    <Box sx={{ p: 2 }}>
      <Title title={t('contratoPmeTitulo', { uf: uf.toUpperCase() })} />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <Typography>{t('nenhumaUnidade')}</Typography>
      ) : (
        <Stack spacing={2}>
          {query.data.map((u) => (
            <UnidadeCard key={u.codigoUnidade} unidade={u} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function UnidadeCard({ unidade }: { unidade: UnidadeContrato }) {
  const t = textsOf('pme');
  const dataProvider = useDataProvider<PmeDataProvider>();
  const notify = useNotify();
  const notifyError = useErrorNotice();
  const queryClient = useQueryClient();
  const baixar = useMutation({
    mutationFn: () => dataProvider.obterArquivoContratoPme(unidade.codigoUnidade),
    onSuccess: (file) => {
      if (file) {
        saveBlob(
          base64ToBlob(file.arquivo, 'application/pdf'),
          `contrato-pme-${unidade.uf}-${unidade.codigoUnidade}.pdf`,
        );
      }
    },
    onError: notifyError,
  });
  const substituir = useMutation({
    mutationFn: async (file: File) =>
      dataProvider.substituirContratoPme(unidade.codigoUnidade, await readBase64(file)),
    onSuccess: () => {
      notify(t('contratoSubstituido'), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['pme', 'unidades'] });
    },
    onError: notifyError,
  });
  return (
    <Card variant="outlined" component="section" aria-label={unidade.nomeUnidade}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {unidade.nomeUnidade}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          <ContratoChip unidade={unidade} />
          {unidade.dataAtualizacao && (
            <Typography variant="body2">{`${t('atualizadoEm')} ${formatData(unidade.dataAtualizacao)}`}</Typography>
          )}
        </Stack>
      </CardContent>
      <CardActions>
        {unidade.possuiContrato && (
          <Button
            startIcon={<DownloadIcon />}
            onClick={() => baixar.mutate()}
            disabled={baixar.isPending}
          >
            {t('baixarContratoModelo')}
          </Button>
        )}
        <Button component="label" startIcon={<UploadFileIcon />} disabled={substituir.isPending}>
          {unidade.possuiContrato ? t('substituirContrato') : t('enviarContrato')}
          <input
            hidden
            type="file"
            accept="application/pdf"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              if (file.type !== 'application/pdf') {
                notify(t('apenasPdf'), { type: 'warning' });
                return;
              }
              substituir.mutate(file);
            }}
          />
        </Button>
      </CardActions>
    </Card>
  );
}
