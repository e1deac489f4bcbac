import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, Dialog, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import { useErrorNotice } from '../../components/useErrorNotice';
import { SectionCard } from '../propostas/show/SectionCard';
import type { DocumentosDataProvider } from '../../providers/documentosDataProvider';

const selfieQueryKey = (propostaId: number) => ['selfie', propostaId] as const;
import { useObjectUrl } from './useObjectUrl';
import { textsOf } from '../../providers/i18nProvider';

/**
 * The applicant's selfie (GET .../selfieBeneficiario), small in the card and enlarged on
 * click; without one, the card says it has not been sent. Deleting is for the roles that may
 * delete documents, after a confirmation.
 */
export function SelfieCard({
  propostaId,
  podeExcluir,
}: {
  propostaId: number;
  podeExcluir: boolean;
}) {
  const t = textsOf('documentos');
  const notify = useNotify();
  const dataProvider = useDataProvider<DocumentosDataProvider>();
  const notifyError = useErrorNotice();
  const queryClient = useQueryClient();
  const [ampliada, setAmpliada] = useState(false);
  const [confirmando, setConfirmando] = useState(false);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: selfieQueryKey(propostaId),
    queryFn: ({ signal }) => dataProvider.obterSelfie(propostaId, signal),
    retry: false,
    gcTime: 0,
  });
  const url = useObjectUrl(data);
  const excluir = useMutation({
    mutationFn: () => dataProvider.excluirSelfie(propostaId),
    onSuccess: () => {
      notify(t('selfieExcluida'), { type: 'success' });
      setConfirmando(false);
      // No selfie any more: the card says so at once, without asking for it again.
      queryClient.setQueryData(selfieQueryKey(propostaId), null);
    },
    onError: notifyError,
  });

  return (
    <SectionCard
      title={t('selfie')}
      action={
        podeExcluir && url ? (
          <Button
            size="small"
            color="warning"
            startIcon={<DeleteIcon />}
            onClick={() => setConfirmando(true)}
          >
            {t('excluir')}
          </Button>
        ) : null
      }
    >
      {isPending ? (
        <Loading />
      ) : isError ? (
        <LoadError message={t('selfieIndisponivel')} onRetry={() => void refetch()} />
      ) : !url ? (
        <Typography variant="body2" color="text.secondary">
          {t('semSelfie')}
        </Typography>
      ) : (
        <>
          <Box
            component="button"
            type="button"
            onClick={() => setAmpliada(true)}
            title={t('ampliar')}
            sx={{ p: 0, border: 0, bgcolor: 'transparent', cursor: 'zoom-in', display: 'block' }}
          >
            <Box
              component="img"
              src={url}
              alt={t('selfieAlt')}
              sx={{ width: 160, height: 160, objectFit: 'cover', borderRadius: 2 }}
            />
          </Box>
          <Dialog open={ampliada} onClose={() => setAmpliada(false)} maxWidth="md">
            <Box
              component="img"
              src={url}
              alt={t('selfieAlt')}
              onClick={() => setAmpliada(false)}
              sx={{ display: 'block', maxWidth: '100%', maxHeight: '85vh', cursor: 'zoom-out' }}
            />
          </Dialog>
        </>
      )}
      <Confirm
        isOpen={confirmando}
        loading={excluir.isPending}
        title={t('excluirSelfieTitulo')}
        content={t('excluirSelfie')}
        confirm={t('excluir')}
        confirmColor="warning"
        onConfirm={() => excluir.mutate()}
        onClose={() => setConfirmando(false)}
      />
    </SectionCard>
  );
}
