import { Alert, Button, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { FeedbackAposAvaliacao } from '../../resources/campanhas/FeedbackAposAvaliacao';
import { Carregando, FalhaCarga } from './Carregando';
import { MpaLayout } from './MpaLayout';
import { useProposta } from './useProposta';
import { textsOf } from '../../providers/i18nProvider';

/**
 * /mpa/{token}/sucesso: the purchase intent is registered. While the health declaration is
 * awaited it leads there; once everything is done it says there is nothing left to do.
 */
export default function SucessoPage() {
  const t = textsOf('mpa');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { proposta, erro, recarregar } = useProposta(token);

  useEffect(() => {
    if (proposta?.etapa === 'termo') navigate(`/mpa/${token}/confirmacao`, { replace: true });
  }, [proposta, navigate, token]);

  const pronto = proposta?.etapa === 'concluido';
  return (
    <MpaLayout title={pronto ? t('tituloTudoPronto') : t('tituloSucesso')}>
      {erro && <FalhaCarga mensagem={erro} onRetry={recarregar} />}
      {!erro && !proposta && <Carregando />}
      {proposta?.etapa === 'declaracao' && (
        <>
          <Alert severity="success" sx={{ mb: 3, fontSize: '1.2rem' }}>
            {t('textoSucesso')}
          </Alert>
          <Button
            component={RouterLink}
            to={`/mpa/${token}/declaracao`}
            variant="contained"
            fullWidth
          >
            {t('responderDeclaracao')}
          </Button>
        </>
      )}
      {pronto && (
        <>
          <Typography>{t('textoTudoPronto')}</Typography>
          <FeedbackAposAvaliacao />
        </>
      )}
    </MpaLayout>
  );
}
