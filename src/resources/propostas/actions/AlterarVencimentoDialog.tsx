import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { VENCIMENTOS_MENSALIDADE } from '../../../domain';
import { ActionDialog } from '../dialogs/ActionDialog';
import type { PropostaDetalhe } from '../types';
import { useProposalCall } from './useProposalCall';

/** 'Alterar vencimento': the monthly due day, 10, 20 or 30. */
export function AlterarVencimentoDialog({
  open,
  onClose,
  proposta,
}: {
  open: boolean;
  onClose(): void;
  proposta: PropostaDetalhe;
}) {
  const translate = useTranslate();
  const call = useProposalCall();
  const [dia, setDia] = useState<number>(proposta.diaVencimento ?? VENCIMENTOS_MENSALIDADE[0]);
  return (
    <ActionDialog
      open={open}
      title={translate('propostas.vencimento.titulo')}
      message={
        <>
          {translate('propostas.vencimento.texto')}
          <RadioGroup
            row
            aria-label={translate('propostas.vencimento.dia')}
            value={String(dia)}
            onChange={(event) => setDia(Number(event.target.value))}
            sx={{ mt: 1 }}
          >
            {VENCIMENTOS_MENSALIDADE.map((option) => (
              <FormControlLabel
                key={option}
                value={String(option)}
                control={<Radio />}
                label={translate('propostas.vencimento.opcao', { dia: option })}
              />
            ))}
          </RadioGroup>
        </>
      }
      onClose={onClose}
      onConfirm={() =>
        call(
          `/api/adesao/${proposta.id}/alterarVencimento`,
          { method: 'PUT', body: { versao: proposta.versao, diaVencimento: dia } },
          translate('propostas.vencimento.sucesso'),
        )
      }
    />
  );
}
