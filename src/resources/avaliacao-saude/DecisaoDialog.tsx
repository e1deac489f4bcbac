import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useBasename, useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useErrorNotice } from '../../components/useErrorNotice';
import type { AcoesTelaEnfermagem } from '../../domain';
import type { AvaliacaoSaudeDataProvider } from '../../providers/avaliacaoSaudeDataProvider';
import { textsOf } from '../../providers/i18nProvider';

/**
 * Approve (internal nurse) or conclude (external nurse): a confirmation with the user's verb,
 * then the success modal whose OK returns to the nurse's main page (spec 1, sections 2.5, 4).
 */
export function DecisaoDialog({
  propostaId,
  acoes,
  onClose,
}: {
  propostaId: number;
  acoes: AcoesTelaEnfermagem;
  onClose: () => void;
}) {
  const t = textsOf('avaliacaoSaude');
  const dataProvider = useDataProvider<AvaliacaoSaudeDataProvider>();
  const basename = useBasename();
  const navigate = useNavigate();
  const onError = useErrorNotice();
  const [sucesso, setSucesso] = useState<string | null>(null);
  const decidir = useMutation({
    mutationFn: () =>
      acoes.aprovar
        ? dataProvider.aprovarPeloEnfermeiro(propostaId)
        : dataProvider.concluirAvaliacaoSaude(propostaId),
    onSuccess: (answer) => setSucesso(answer?.message ?? t('sucessoPadrao')),
    onError,
  });

  if (sucesso) {
    return (
      <Dialog open aria-labelledby="decisao-sucesso">
        <DialogTitle id="decisao-sucesso">{t('sucessoTitulo')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{sucesso}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => navigate(`${basename}/lista-novas`)}>
            {t('ok')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <Dialog open onClose={decidir.isPending ? undefined : onClose} aria-labelledby="decisao-titulo">
      <DialogTitle id="decisao-titulo">{t('confirmarTitulo')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t(`confirmar.${acoes.confirmationVerb}`)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={decidir.isPending}>
          {t('cancelar')}
        </Button>
        <Button variant="contained" onClick={() => decidir.mutate()} loading={decidir.isPending}>
          {t('continuar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
