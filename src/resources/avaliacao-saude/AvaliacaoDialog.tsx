import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Typography,
} from '@mui/material';
import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import { DeclaracaoForm } from './DeclaracaoForm';
import { PecFastForm } from './PecFastForm';
import type {
  AvaliacaoSaudeDataProvider,
  PropostaEnfermagem,
} from '../../providers/avaliacaoSaudeDataProvider';
import { pecFastKey } from './queryKeys';
import { DeclaracaoRespostasView, PecFastRespostasView } from './DadosPropostaCard';
import { textsOf } from '../../providers/i18nProvider';

/**
 * 'Avaliação de saúde': the health declaration the nurse fills in with the applicant, then the
 * PecFast questionnaire; each part, once answered, shows its answers instead of its form.
 */
export function AvaliacaoDialog({
  proposta,
  onClose,
}: {
  proposta: PropostaEnfermagem;
  onClose: () => void;
}) {
  const t = textsOf('avaliacaoSaude');
  const dataProvider = useDataProvider<AvaliacaoSaudeDataProvider>();
  const pecFast = useQuery({
    queryKey: pecFastKey(proposta.id),
    queryFn: ({ signal }) => dataProvider.obterPecFast(proposta.id, signal),
    retry: false,
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="avaliacao-titulo">
      <DialogTitle id="avaliacao-titulo">{t('avaliacaoTitulo')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="h6" component="h3" gutterBottom>
          {t('declaracaoTitulo')}
        </Typography>
        {proposta.possuiRespostaDeclaracaoSaude ? (
          <DeclaracaoRespostasView
            respostas={proposta.declaracaoSaude.respostas}
            nomeEnfermeiro={proposta.declaracaoSaude.nomeEnfermeiro}
          />
        ) : (
          // Its answer is drawn into the screen's query: nothing to read again.
          <DeclaracaoForm propostaId={proposta.id} />
        )}
        <Divider sx={{ my: 2 }} />
        <Typography variant="h6" component="h3" gutterBottom>
          {t('pecFastTitulo')}
        </Typography>
        {pecFast.isPending ? (
          <Loading />
        ) : pecFast.isError ? (
          <LoadError onRetry={() => void pecFast.refetch()} />
        ) : proposta.respondeuPecFast && pecFast.data.avaliacao ? (
          <PecFastRespostasView
            respostas={pecFast.data.avaliacao.respostasJson}
            modelo={pecFast.data.modeloJson}
            nomeEnfermeiro={proposta.pecFast?.nomeEnfermeiro ?? null}
          />
        ) : (
          // Its answer is drawn into both queries: nothing to read again (decisions/0158).
          <PecFastForm propostaId={proposta.id} modelo={pecFast.data.modeloJson} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('fechar')}</Button>
      </DialogActions>
    </Dialog>
  );
}
