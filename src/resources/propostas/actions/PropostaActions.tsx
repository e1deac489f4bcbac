import AttachFileIcon from '@mui/icons-material/AttachFile';
import EventIcon from '@mui/icons-material/Event';
import HistoryIcon from '@mui/icons-material/History';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import SendIcon from '@mui/icons-material/Send';
import TodayIcon from '@mui/icons-material/Today';
import { Button, Divider, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useBasename, useGetIdentity, useTranslate } from 'react-admin';
import {
  allowedActions,
  caminhoDosDocumentos,
  canAccess,
  canChangeDueDay,
  canSubmitDraft,
  isAgendavel,
  type Aprovacoes,
  type PropostaState,
} from '../../../domain';
import { useDocumentos } from '../../documentos/useDocumentos';
import { ActionDialog } from '../dialogs/ActionDialog';
import { useArea } from '../../../components/layout/AreaContext';
import type { PropostaDetalhe } from '../types';
import {
  actionRequest,
  DESTRUCTIVE,
  isScreenAction,
  reasonRule,
  type ScreenAction,
} from './actionTable';
import { AlterarVencimentoDialog } from './AlterarVencimentoDialog';
import { EnviosDialog } from './EnviosDialog';
import { SendDialog } from './SendDialog';
import { rotuloAcao } from './rotuloAcao';
import { useProposalCall } from './useProposalCall';

/** A dialog the screen can open: a lifecycle action, or one of the other tools. */
export type PropostaDialog = ScreenAction | 'alterar-vencimento' | 'comunicado' | 'envios';

/** The lifecycle's view of the detail (aprovacoes come as a list of indicators). */
export function toPropostaState(proposta: PropostaDetalhe): PropostaState {
  const aprovacoes: Aprovacoes = Object.fromEntries(
    proposta.aprovacoes.map((a) => [a.chave, a.aprovado]),
  );
  return {
    situacaoPropostaAdesaoId: proposta.situacaoPropostaAdesaoId,
    situacaoAnteriorId: proposta.situacaoAnteriorId,
    possuiPendencia: proposta.possuiPendencia,
    aprovacoes,
    inativo: proposta.inativa,
    liberacaoIdadePendente: proposta.liberacaoIdadePendente,
  };
}

/** Areas whose route table has the appointment screen, and what it is keyed by. */
const AGENDAMENTO_ROUTE: Partial<Record<string, (p: PropostaDetalhe) => string>> = {
  'gestao-comercial': (p) => `avaliacao-saude/agendamento/${p.cpf}`,
  'operador-callcenter': (p) => `avaliacao-saude/agendamento/${p.id}`,
};
const ANEXAR_AREAS = ['gestao-comercial', 'concessionaria'];

interface PropostaActionsProps {
  proposta: PropostaDetalhe;
  /** The dialog a route opens (proposta/{id}/aprovar, .../alterar-vencimento, ...). */
  dialog: PropostaDialog | null;
  onDialogChange(dialog: PropostaDialog | null): void;
}

/**
 * The actions of the proposal screen. Lifecycle buttons come from the shared table
 * (allowedActions: the user's roles and the proposal's status, the same check the server
 * makes); the other tools from the permission table (canAccess). Each runs through a dialog.
 */
export function PropostaActions({ proposta, dialog, onDialogChange }: PropostaActionsProps) {
  const translate = useTranslate();
  const area = useArea();
  const basename = useBasename();
  const call = useProposalCall();
  const { identity } = useGetIdentity();
  const roles = (identity?.roles as string[] | undefined) ?? [];
  const can = (action: string) => canAccess(roles, { resource: 'proposta', action });

  const state = toPropostaState(proposta);
  // 'Enviar proposta' is the holder's: a dependent's draft goes with it (canSubmitDraft).
  const propostaTitularId = proposta.propostaTitular?.id ?? null;
  const actions = allowedActions(state, roles)
    .filter(isScreenAction)
    .filter(
      (action) => action !== 'submeter' || canSubmitDraft({ ...state, propostaTitularId }, roles),
    );
  const close = () => onDialogChange(null);
  const podeAnexar = can('anexar-documento') && ANEXAR_AREAS.includes(area);
  const anexarPath = `${basename}/${caminhoDosDocumentos(area, proposta.tipo, proposta.id)}`;
  const semDocumentos = useSemDocumentos(proposta.id, actions.includes('aprovar-documentacao'));
  // Said in the approval's dialog before anyone confirms, with the way to attach them.
  const recusaAprovacao = semDocumentos
    ? {
        texto: translate('propostas.acoes.sem_documentos'),
        acao: podeAnexar ? (
          <Button
            variant="contained"
            startIcon={<AttachFileIcon />}
            component={Link}
            to={anexarPath}
          >
            {translate('propostas.acoes.anexar')}
          </Button>
        ) : undefined,
      }
    : undefined;

  const run = (action: ScreenAction) => (motivo: string) => {
    const { url, method, body } = actionRequest(action, proposta, motivo);
    return call(url, { method, body }, translate('propostas.acoes.sucesso'));
  };

  const agendamento = AGENDAMENTO_ROUTE[area];
  const canChangeDue =
    can('alterar-vencimento') && canChangeDueDay(proposta.situacaoPropostaAdesaoId);
  const tools = [
    canChangeDue && (
      <Button
        key="vencimento"
        startIcon={<TodayIcon />}
        onClick={() => onDialogChange('alterar-vencimento')}
      >
        {translate('propostas.vencimento.titulo')}
      </Button>
    ),
    can('alterar-vencimento') && area === 'gestao-comercial' && (
      <Button
        key="gestao-financeira"
        startIcon={<PaymentsIcon />}
        component={Link}
        to={`${basename}/gestao-financeira/${proposta.id}`}
      >
        {translate('propostas.acoes.gestao_financeira')}
      </Button>
    ),
    can('enviar-comunicado') && (
      <Button
        key="comunicado"
        startIcon={<SendIcon />}
        onClick={() => onDialogChange('comunicado')}
      >
        {translate('propostas.comunicacoes.enviar')}
      </Button>
    ),
    <Button key="envios" startIcon={<HistoryIcon />} onClick={() => onDialogChange('envios')}>
      {translate('propostas.comunicacoes.historico')}
    </Button>,
    podeAnexar && (
      <Button key="anexar" startIcon={<AttachFileIcon />} component={Link} to={anexarPath}>
        {translate('propostas.acoes.anexar')}
      </Button>
    ),
    can('agendar-avaliacao') &&
      agendamento &&
      isAgendavel(proposta.situacaoPropostaAdesaoId) &&
      !proposta.avaliacaoSaudeConcluida && (
        <Button
          key="agendar"
          startIcon={<EventIcon />}
          component={Link}
          to={`${basename}/${agendamento(proposta)}`}
        >
          {translate('propostas.enfermagem.agendar')}
        </Button>
      ),
  ].filter(Boolean);

  return (
    <Stack spacing={1.5}>
      <Typography variant="overline" color="text.secondary">
        {translate('propostas.acoes.titulo')}
      </Typography>
      {actions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('propostas.acoes.sem_acoes')}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions.map((action) => (
            <Button
              key={action}
              variant="contained"
              color={DESTRUCTIVE.includes(action) ? 'error' : 'primary'}
              onClick={() => onDialogChange(action)}
            >
              {rotuloAcao(action)}
            </Button>
          ))}
        </Stack>
      )}
      <Divider />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {tools}
      </Stack>

      {actions.map((action) => (
        <ActionDialog
          key={action}
          open={dialog === action}
          title={rotuloAcao(action)}
          message={translate(`propostas.acoes.confirmacoes.${action}`)}
          reason={reasonRule(action).required ? { min: reasonRule(action).min } : undefined}
          destructive={DESTRUCTIVE.includes(action)}
          recusa={action === 'aprovar-documentacao' ? recusaAprovacao : undefined}
          onClose={close}
          onConfirm={run(action)}
        />
      ))}
      {canChangeDue ? (
        <AlterarVencimentoDialog
          key={`vencimento-${proposta.versao}`}
          open={dialog === 'alterar-vencimento'}
          onClose={close}
          proposta={proposta}
        />
      ) : null}
      <SendDialog open={dialog === 'comunicado'} onClose={close} proposta={proposta} />
      <EnviosDialog open={dialog === 'envios'} onClose={close} propostaId={proposta.id} />
    </Stack>
  );
}

/**
 * Whether the proposal has no document attached, which the screen's state does not tell: the
 * server refuses to approve its documentation then (the lifecycle's comDocumentos guard), and
 * the dialog says so before anyone confirms. Read only where approving is offered.
 */
function useSemDocumentos(propostaId: number, aprovaDocumentacao: boolean): boolean {
  const { data: documentos } = useDocumentos(propostaId, aprovaDocumentacao);
  return aprovaDocumentacao && documentos?.length === 0;
}
