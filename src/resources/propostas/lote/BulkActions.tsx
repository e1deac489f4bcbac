import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import {
  useDataProvider,
  useGetIdentity,
  useListContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { AcaoEmLote } from '../../../domain';
import { acoesPermitidas } from './acoesPermitidas';
import { useErrorNotice } from '../../../components/useErrorNotice';
import type { PropostasDataProvider } from '../../../providers/propostasDataProvider';
import { applyActionAnswer } from '../applyActionAnswer';
import { ActionDialog } from '../dialogs/ActionDialog';
import { ReenviarLinkEmLote } from './ReenviarLinkEmLote';
import { DESTRUCTIVE, reasonRule } from '../actions/actionTable';
import { rotuloAcao } from '../actions/rotuloAcao';
import type { PropostaListItem } from '../types';
import {
  ResultadoLoteDialog,
  type ResultadoLinha,
  type ResultadoLote,
} from './ResultadoLoteDialog';

function useAcoesPermitidas(statuses: readonly number[]) {
  const { identity } = useGetIdentity();
  return acoesPermitidas((identity?.roles as string[] | undefined) ?? [], statuses);
}

/**
 * For DataTable's `bulkActionButtons`: the buttons, or false (no row checkboxes) for a user who
 * may run none of the bulk actions, such as the dealerships.
 */
export function useBulkActionButtons(statuses: readonly number[]): ReactElement | false {
  const { acoes, reenviar } = useAcoesPermitidas(statuses);
  return acoes.length || reenviar ? <BulkActions statuses={statuses} /> : false;
}

/**
 * The selected rows' toolbar of a proposal list: one button per allowed action, a confirmation
 * (with the one reason cancelling and blocking need), then POST api/adesao/lote with each row's
 * id and the version the page showed, and a dialog of what happened to each row. Each applied
 * row's answer (its new status, version...) is written into the cached rows at once, a refused
 * row keeps its state (decisions/0134); the list is still asked again behind it. The selection is
 * cleared when the result is closed (clearing it unmounts this toolbar, and the result with it).
 */
export function BulkActions({ statuses }: { statuses: readonly number[] }) {
  const translate = useTranslate();
  const { acoes, reenviar } = useAcoesPermitidas(statuses);
  const { data = [], selectedIds, onUnselectItems } = useListContext<PropostaListItem>();
  const dataProvider = useDataProvider<PropostasDataProvider>();
  const refresh = useRefresh();
  const onError = useErrorNotice();
  const queryClient = useQueryClient();
  const [aberta, setAberta] = useState<AcaoEmLote | null>(null);
  const [resultado, setResultado] = useState<ResultadoLote | null>(null);

  // Only rows of this page carry their version; a row selected on another page is left out.
  const linhas = data.filter((row) => selectedIds.includes(row.id));
  const foraDaPagina = selectedIds.length - linhas.length;

  const executar = async (acao: AcaoEmLote, motivo: string) => {
    const enviadas = linhas.map(({ id, numeroContrato, nome }) => ({ id, numeroContrato, nome }));
    try {
      const answer = await dataProvider.enviarComando({
        url: '/api/adesao/lote',
        method: 'POST',
        body: {
          acao,
          itens: linhas.map((row) => ({ id: row.id, versao: row.versao })),
          ...(reasonRule(acao).required ? { motivo: motivo.trim() } : {}),
        },
      });
      const { resultados } = answer.data as { resultados: ResultadoLinha[] };
      for (const resultado of resultados) {
        if (!resultado.ok) continue;
        const { ok: _ok, ...estado } = resultado;
        applyActionAnswer(queryClient, estado);
      }
      setResultado({
        titulo: rotuloAcao(acao),
        resumo: answer.messages[0],
        resultados,
        linhas: enviadas,
      });
    } catch (error) {
      // A refusal of the whole request (no reason, no permission): the dialog stays open.
      onError(error);
      throw error;
    } finally {
      refresh();
    }
  };

  const mensagem = (acao: AcaoEmLote) =>
    [
      translate(`propostas.acoes.confirmacoes.${acao}`),
      translate('propostas.lote.confirmacao', { smart_count: linhas.length }),
      foraDaPagina > 0
        ? translate('propostas.lote.fora_da_pagina', { smart_count: foraDaPagina })
        : '',
    ]
      .filter(Boolean)
      .join(' ');

  return (
    <>
      {acoes.map((acao) => (
        <Button
          key={acao}
          size="small"
          color={DESTRUCTIVE.includes(acao) ? 'error' : 'primary'}
          disabled={linhas.length === 0}
          onClick={() => setAberta(acao)}
        >
          {rotuloAcao(acao)}
        </Button>
      ))}
      {reenviar ? (
        <ReenviarLinkEmLote linhas={linhas} onResultado={setResultado} onDone={refresh} />
      ) : null}
      {acoes.map((acao) => (
        <ActionDialog
          key={acao}
          open={aberta === acao}
          title={rotuloAcao(acao)}
          message={mensagem(acao)}
          reason={reasonRule(acao).required ? { min: reasonRule(acao).min } : undefined}
          destructive={DESTRUCTIVE.includes(acao)}
          onClose={() => setAberta(null)}
          onConfirm={(motivo) => executar(acao, motivo)}
        />
      ))}
      <ResultadoLoteDialog
        resultado={resultado}
        onClose={() => {
          setResultado(null);
          onUnselectItems();
        }}
      />
    </>
  );
}
