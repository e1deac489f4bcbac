import MoreVertIcon from '@mui/icons-material/MoreVert';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Button,
  Card,
  CardContent,
  IconButton,
  Menu,
  MenuItem,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AcoesTelaEnfermagem } from '../../domain';
import { SelfieCard } from '../documentos/SelfieCard';
import { PendenciaChip } from '../propostas/chips/PendenciaChip';
import { StatusChip } from '../propostas/chips/StatusChip';
import { AvaliacaoEnfermagemCard } from '../propostas/show/AvaliacaoEnfermagemCard';
import type { PropostaEnfermagem } from '../../providers/avaliacaoSaudeDataProvider';
import { textsOf } from '../../providers/i18nProvider';

export type NurseDialog = 'atendimento' | 'videos' | 'avaliacao' | 'pendencia' | 'decisao';

interface AtendimentoCardProps {
  proposta: PropostaEnfermagem;
  acoes: AcoesTelaEnfermagem;
  atualizando: boolean;
  onRefresh: () => void;
  onOpen: (dialog: NurseDialog) => void;
}

/**
 * The left card: the selfie (enlarges on click), the status badge, the appointment, and the
 * buttons acoesTelaEnfermagem allows. Approve and conclude share one button; the user's kind
 * of nurse decides which call it makes (NurseDialogs).
 */
export function AtendimentoCard({
  proposta,
  acoes,
  atualizando,
  onRefresh,
  onOpen,
}: AtendimentoCardProps) {
  const t = textsOf('avaliacaoSaude');
  const basename = useBasename();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const pick = (dialog: NurseDialog) => {
    setMenu(null);
    onOpen(dialog);
  };
  return (
    <Stack spacing={2}>
      <SelfieCard propostaId={proposta.id} podeExcluir={false} />
      <Card variant="outlined" component="section" aria-label={t('status')}>
        <CardContent>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
              {proposta.nome}
            </Typography>
            {acoes.menuAcoes ? (
              <>
                <Tooltip title={t('atualizar')}>
                  <span>
                    <IconButton
                      aria-label={t('atualizar')}
                      onClick={onRefresh}
                      disabled={atualizando}
                    >
                      <RefreshIcon />
                    </IconButton>
                  </span>
                </Tooltip>
                <IconButton
                  aria-label={t('acoes')}
                  aria-haspopup="menu"
                  onClick={(event) => setMenu(event.currentTarget)}
                >
                  <MoreVertIcon />
                </IconButton>
                <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
                  {acoes.reagendar ? (
                    <MenuItem
                      component={Link}
                      to={`${basename}/avaliacao-saude/agendamento/${proposta.id}`}
                    >
                      {t('reagendar')}
                    </MenuItem>
                  ) : null}
                  {acoes.avaliacaoSaude ? (
                    <MenuItem onClick={() => pick('avaliacao')}>{t('avaliacaoSaude')}</MenuItem>
                  ) : null}
                </Menu>
              </>
            ) : null}
          </Stack>
          <Stack direction="row" spacing={0.5} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 0.5 }}>
            <StatusChip situacaoId={proposta.situacaoPropostaAdesaoId} />
            <PendenciaChip possuiPendencia={proposta.possuiPendencia} />
          </Stack>
          <Stack spacing={1} sx={{ mt: 2 }}>
            {acoes.iniciarAtendimento ? (
              <Button variant="contained" onClick={() => onOpen('atendimento')}>
                {t('iniciarAtendimento')}
              </Button>
            ) : null}
            {acoes.auditarVideos ? (
              <Button variant="outlined" onClick={() => onOpen('videos')}>
                {t('auditarVideos')}
              </Button>
            ) : null}
            {proposta.possuiRespostaDeclaracaoSaude ? (
              // The spec: the declaration opens in a new window.
              <Button
                variant="outlined"
                href={`${basename}/declaracao-conclusao/${proposta.id}`}
                target="_blank"
              >
                {t('verDeclaracao')}
              </Button>
            ) : null}
            {acoes.marcarPendencia ? (
              <Button variant="outlined" color="warning" onClick={() => onOpen('pendencia')}>
                {t('marcarPendencia')}
              </Button>
            ) : null}
            {acoes.aprovar || acoes.concluir ? (
              <Button variant="contained" color="success" onClick={() => onOpen('decisao')}>
                {acoes.aprovar ? t('aprovar') : t('concluir')}
              </Button>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
      <AvaliacaoEnfermagemCard proposta={proposta} />
    </Stack>
  );
}
