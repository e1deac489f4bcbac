import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useGetOne, type Identifier } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { LoadError } from '../../components/LoadError';
import { useArea } from '../../components/layout/AreaContext';
import { PdfArquivoSection } from './PdfArquivoSection';
import { textsOf, translate } from '../../providers/i18nProvider';

/** plano-saude/{id}/contrato: the plan's contract PDF — send, replace, download. */
export function PlanoContratoPage() {
  const t = textsOf('arquivosPdf');
  const { id = '' } = useParams();
  const area = useArea();
  const { data, isPending, error, refetch } = useGetOne<{ id: Identifier; nome: string }>(
    'planos-saude',
    { id },
  );
  if (isPending)
    return <CircularProgress sx={{ m: 3 }} aria-label={translate('ra.page.loading')} />;
  if (error || !data) return <LoadError onRetry={() => void refetch()} />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1">
        {data.nome}
      </Typography>
      <PdfArquivoSection recurso="planos-saude" id={id} titulo={t('tituloContrato')} />
      <Button
        component={Link}
        to={`/${area}/plano-saude/${encodeURIComponent(id)}`}
        startIcon={<ArrowBackIcon />}
        sx={{ mt: 2 }}
      >
        {t('voltarPlano')}
      </Button>
    </Box>
  );
}
