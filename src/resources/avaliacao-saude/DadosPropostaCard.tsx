import { Box, Chip, Divider, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { ETAPAS_DECLARACAO, type PecFastPergunta, type PecFastRespostas } from '../../domain';
import { BeneficiariosCard } from '../propostas/show/BeneficiariosCard';
import { ClienteCard } from '../propostas/show/ClienteCard';
import { CorretorCard } from '../propostas/show/CorretorCard';
import { SectionCard } from '../propostas/show/SectionCard';
import type { RespostaDeclaracao } from '../propostas/types';
import type { PropostaEnfermagem } from '../../providers/avaliacaoSaudeDataProvider';
import { textsOf } from '../../providers/i18nProvider';
import { rotuloEtapaDeclaracao } from '../../components/rotuloEtapaDeclaracao';

/**
 * The right card: the client, the holder or dependents (by the proposal's kind), the broker,
 * the nurse's PecFast answers and the declaration's answers, by step and order.
 */
export function DadosPropostaCard({ proposta }: { proposta: PropostaEnfermagem }) {
  const t = textsOf('avaliacaoSaude');
  return (
    <Stack spacing={2}>
      <ClienteCard proposta={proposta} />
      <BeneficiariosCard proposta={proposta} />
      <CorretorCard proposta={proposta} />
      <SectionCard title={t('respostasPecFast')}>
        {proposta.pecFast ? (
          <PecFastRespostasView
            respostas={proposta.pecFast.avaliacao.respostasJson}
            modelo={proposta.pecFast.modeloJson}
            nomeEnfermeiro={proposta.pecFast.nomeEnfermeiro}
          />
        ) : (
          <Vazio />
        )}
      </SectionCard>
      <SectionCard title={t('respostasDeclaracao')}>
        {proposta.declaracaoSaude.respostas.length ? (
          <DeclaracaoRespostasView
            respostas={proposta.declaracaoSaude.respostas}
            nomeEnfermeiro={proposta.declaracaoSaude.nomeEnfermeiro}
          />
        ) : (
          <Vazio />
        )}
      </SectionCard>
    </Stack>
  );
}

function Vazio() {
  const t = textsOf('avaliacaoSaude');
  return (
    <Typography variant="body2" color="text.secondary">
      {t('semRespostas')}
    </Typography>
  );
}

function valorPecFast(valor: string | boolean | undefined): string {
  const t = textsOf('avaliacaoSaude');
  if (valor === undefined || valor === '') return '—';
  if (typeof valor === 'boolean') return valor ? t('sim') : t('nao');
  return valor;
}

export function PecFastRespostasView({
  respostas,
  modelo,
  nomeEnfermeiro,
}: {
  respostas: PecFastRespostas;
  /** The questions the answers were given under (the model may have changed since). */
  modelo: readonly PecFastPergunta[];
  nomeEnfermeiro: string | null;
}) {
  const t = textsOf('avaliacaoSaude');
  return (
    <Box>
      <List dense disablePadding>
        {modelo.map((pergunta) => (
          <ListItem key={pergunta.id} disableGutters>
            <ListItemText
              primary={pergunta.texto}
              secondary={valorPecFast(respostas[pergunta.id])}
            />
          </ListItem>
        ))}
      </List>
      {nomeEnfermeiro ? (
        <Typography variant="caption" color="text.secondary">
          {t('registradoPor', { nome: nomeEnfermeiro })}
        </Typography>
      ) : null}
    </Box>
  );
}

export function DeclaracaoRespostasView({
  respostas,
  nomeEnfermeiro,
}: {
  respostas: RespostaDeclaracao[];
  nomeEnfermeiro: string | null;
}) {
  const t = textsOf('avaliacaoSaude');
  return (
    <Box>
      {ETAPAS_DECLARACAO.map((etapa) => {
        const daEtapa = respostas.filter((r) => r.etapaId === etapa.id);
        if (!daEtapa.length) return null;
        return (
          <Box key={etapa.id} sx={{ mb: 1.5 }}>
            <Typography variant="subtitle2" component="h3">
              {rotuloEtapaDeclaracao(etapa.id)}
            </Typography>
            <List dense disablePadding>
              {daEtapa.map((r) => (
                <ListItem
                  key={r.id}
                  disableGutters
                  sx={{ alignItems: 'flex-start', gap: 1 }}
                  data-testid="resposta-declaracao-enfermagem"
                >
                  {/* The answer itself: Sim with its detail (or that none was given), or Não. */}
                  <ListItemText
                    primary={r.perguntaRegistrada}
                    secondary={
                      r.seAplica ? r.detalhamento?.trim() || t('nenhumDetalhamento') : null
                    }
                    slotProps={{ secondary: { sx: { whiteSpace: 'pre-wrap' } } }}
                  />
                  <Chip
                    size="small"
                    color={r.seAplica ? 'warning' : 'default'}
                    variant={r.seAplica ? 'filled' : 'outlined'}
                    label={r.seAplica ? t('sim') : t('nao')}
                  />
                </ListItem>
              ))}
            </List>
            <Divider />
          </Box>
        );
      })}
      {nomeEnfermeiro ? (
        <Typography variant="caption" color="text.secondary">
          {t('registradoPor', { nome: nomeEnfermeiro })}
        </Typography>
      ) : null}
    </Box>
  );
}
