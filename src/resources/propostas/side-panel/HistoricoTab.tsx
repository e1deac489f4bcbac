import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { rotuloHistorico } from '../actions/rotuloAcao';
import { HISTORICO } from '../../../providers/propostasDataProvider';
import type { HistoricoItem } from '../types';
import { Loading } from '../../../components/Loading';
import { useProposalList } from './useProposalList';
import { LoadError } from '../../../components/LoadError';
import { formatDataHora } from '../../../components/formatters';

/** 'Histórico de proposta': key, description, pending description, author and date of each step. */
export function HistoricoTab({ propostaId }: { propostaId: number }) {
  const translate = useTranslate();
  const { items, isPending, failed, retry } = useProposalList<HistoricoItem & { id: number }>(
    HISTORICO,
    propostaId,
  );
  if (isPending) return <Loading />;
  if (failed) return <LoadError onRetry={retry} />;
  if (items.length === 0) {
    return <Empty text={translate('propostas.painel.sem_historico')} />;
  }
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', m: 0, p: 0 }}
      aria-label={translate('propostas.painel.historico')}
    >
      {items.map((item, index) => (
        <Box
          component="li"
          key={item.id ?? index}
          sx={{
            position: 'relative',
            pl: 3,
            pb: 2,
            borderLeft: 2,
            borderColor: index === items.length - 1 ? 'transparent' : 'divider',
            ml: 1,
            '&::before': {
              content: '""',
              position: 'absolute',
              left: -7,
              top: 2,
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: index === 0 ? 'primary.main' : 'grey.400',
            },
          }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip label={rotuloHistorico(item.chave)} size="small" variant="outlined" />
            <Typography variant="caption" color="text.secondary">
              {formatDataHora(item.dataTransicao)} · {item.autor}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {item.descricao}
          </Typography>
          {item.descricaoPendencia ? (
            <Typography
              variant="body2"
              color="warning.dark"
              sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}
            >
              {item.descricaoPendencia}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}

export function Empty({ text }: { text: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
      {text}
    </Typography>
  );
}
