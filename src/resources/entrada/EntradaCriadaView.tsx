import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useBasename, useGetOne } from 'react-admin';
import { Link } from 'react-router-dom';
import { caminhoDaProposta, type EntradaCriada, type TipoEntrada } from '../../domain';
import { useArea } from '../../components/layout/AreaContext';
import { PROPOSTAS } from '../../providers/propostasDataProvider';
import { LinksCard } from '../propostas/show/LinksCard';
import type { PropostaDetalhe } from '../propostas/types';
import { textsOf } from '../../providers/i18nProvider';

/**
 * After the submission: the contract number, what happens next (the term went to the
 * applicant, or the age release comes first) and the applicant's links to copy or resend.
 */
export function EntradaCriadaView({
  criada,
  mensagem,
  tipo,
}: {
  criada: EntradaCriada;
  mensagem: string;
  tipo: TipoEntrada;
}) {
  const t = textsOf('entrada');
  const basename = useBasename();
  const area = useArea();
  const { data } = useGetOne<PropostaDetalhe>(PROPOSTAS, { id: criada.id }, { retry: false });
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4, maxWidth: 880 }}>
      <Title title={t('criada.titulo')} />
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <CheckCircleIcon color="success" sx={{ fontSize: 40 }} />
            <Typography variant="h5" component="h1">
              {t('criada.numero', { numero: criada.numeroContrato })}
            </Typography>
          </Stack>
          <Alert severity={criada.aguardandoLiberacaoIdade ? 'warning' : 'success'}>
            {mensagem}
          </Alert>
          {criada.dependentes.length > 0 ? (
            <Typography variant="body2" sx={{ mt: 2 }}>
              {t('criada.dependentes', {
                nomes: criada.dependentes.map((d) => d.nome).join(', '),
              })}
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              component={Link}
              to={`${basename}/${caminhoDaProposta(area, tipo, criada.id)}`}
            >
              {t('criada.abrir')}
            </Button>
          </Box>
        </CardContent>
      </Card>
      {data ? <LinksCard proposta={data} /> : null}
    </Stack>
  );
}
