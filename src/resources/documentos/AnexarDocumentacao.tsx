import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { Title, useBasename, useGetIdentity, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { caminhoDaProposta, canAccess } from '../../domain';
import { useArea } from '../../components/layout/AreaContext';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../components/layout/PageTitle';
import { PROPOSTAS } from '../../providers/propostasDataProvider';
import { SectionCard } from '../propostas/show/SectionCard';
import type { PropostaDetalhe } from '../propostas/types';
import { DocumentoUploader } from './DocumentoUploader';
import { DocumentosAcoes } from './DocumentosAcoes';
import { DocumentosLista } from './DocumentosLista';
import { SelfieCard } from './SelfieCard';
import { textsOf } from '../../providers/i18nProvider';

/**
 * proposta/{id}/anexar-documentacao: send documents (drag and drop, a bar per file), see the
 * ones attached (preview, download, delete), the applicant's selfie, and take everything away
 * as a ZIP or the proposal's dossier as PDF.
 */
export function AnexarDocumentacao() {
  const t = textsOf('documentos');
  const { id } = useParams();
  const propostaId = Number(id);
  const translate = useTranslate();
  const basename = useBasename();
  const area = useArea();
  const title = usePageTitle();
  const { identity } = useGetIdentity();
  const roles = (identity?.roles as string[] | undefined) ?? [];
  const podeExcluir = canAccess(roles, { resource: 'proposta', action: 'excluir-documento' });
  const valid = Number.isInteger(propostaId) && propostaId > 0;
  const { data, isPending, error, refetch } = useGetOne<PropostaDetalhe>(
    PROPOSTAS,
    { id: propostaId },
    { enabled: valid, retry: false },
  );

  if (valid && isPending && !error) return <Loading />;
  if (!data) {
    const status = (error as { status?: number } | null)?.status;
    return error && status !== 404 ? (
      <LoadError message={translate('propostas.erro_carregar')} onRetry={() => void refetch()} />
    ) : (
      <Card sx={{ mt: 2, maxWidth: 720 }}>
        <CardContent>
          <Typography variant="h5" component="h1">
            {translate('propostas.nao_encontrada')}
          </Typography>
        </CardContent>
      </Card>
    );
  }

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      {title ? <Title title={title} /> : null}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('proposta', { numero: data.numeroContrato ?? data.id, nome: data.nome })}
          </Typography>
        </Box>
        <Button
          component={Link}
          to={`${basename}/${caminhoDaProposta(area, data.tipo, data.id)}`}
          startIcon={<ArrowBackIcon />}
        >
          {t('voltar')}
        </Button>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={2}>
            <SectionCard title={t('tituloEnvio')}>
              <DocumentoUploader propostaId={data.id} />
            </SectionCard>
            <SectionCard title={t('tituloLista')} action={<DocumentosAcoes propostaId={data.id} />}>
              <DocumentosLista propostaId={data.id} podeExcluir={podeExcluir} />
            </SectionCard>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SelfieCard propostaId={data.id} podeExcluir={podeExcluir} />
        </Grid>
      </Grid>
    </Box>
  );
}
