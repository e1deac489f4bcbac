import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useBasename, useGetList } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { LoadError } from '../../components/LoadError';
import { Loading } from '../../components/Loading';
import { ETAPAS_DECLARACAO } from '../../domain';
import { SectionCard } from '../propostas/show/SectionCard';
import { ResourceEdit } from '../../crud/ResourceEdit';
import { textsOf } from '../../providers/i18nProvider';
import { rotuloEtapaDeclaracao } from '../../components/rotuloEtapaDeclaracao';

interface Pergunta {
  id: number;
  etapaId: number;
  ordem: number;
  texto: string;
  dadoSaude: boolean;
  ativo: boolean;
}

/**
 * editar-declaracao/{id}: the declaration's own fields (generic form, with its history), then
 * its questions by step and order, each opening editar-pergunta/{id}.
 */
export function DeclaracaoEdit() {
  const { id } = useParams();
  return (
    <Box>
      <ResourceEdit />
      <Box sx={{ mt: 2 }}>
        <PerguntasDaDeclaracao declaracaoId={Number(id)} />
      </Box>
    </Box>
  );
}

function PerguntasDaDeclaracao({ declaracaoId }: { declaracaoId: number }) {
  const basename = useBasename();
  const { data, isPending, error, refetch } = useGetList<Pergunta>('perguntas-declaracao-saude', {
    filter: { declaracaoSaudeId: declaracaoId },
    sort: { field: 'etapaId', order: 'ASC' },
    pagination: { page: 1, perPage: 200 },
  });
  const t = textsOf('telas');
  const ordered = [...(data ?? [])].sort((a, b) => a.etapaId - b.etapaId || a.ordem - b.ordem);
  return (
    <SectionCard
      title={t('declaracao.perguntas')}
      action={
        <Button component={Link} to={`${basename}/criar-pergunta`} startIcon={<AddIcon />}>
          {t('declaracao.novaPergunta')}
        </Button>
      }
    >
      {isPending ? (
        <Loading />
      ) : error ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        ETAPAS_DECLARACAO.map((etapa) => {
          const daEtapa = ordered.filter((p) => p.etapaId === etapa.id);
          if (!daEtapa.length) return null;
          return (
            <Box key={etapa.id} sx={{ mb: 1 }}>
              <Typography variant="subtitle2" component="h3">
                {rotuloEtapaDeclaracao(etapa.id)}
              </Typography>
              <List dense disablePadding>
                {daEtapa.map((p) => (
                  <ListItemButton
                    key={p.id}
                    component={Link}
                    to={`${basename}/editar-pergunta/${p.id}`}
                  >
                    <ListItemText primary={`${p.ordem}. ${p.texto}`} />
                    {p.dadoSaude ? (
                      <Chip
                        size="small"
                        color="warning"
                        label={t('declaracao.dadoSaude')}
                        sx={{ mr: 1 }}
                      />
                    ) : null}
                    {!p.ativo ? <Chip size="small" label={t('declaracao.inativa')} /> : null}
                  </ListItemButton>
                ))}
              </List>
            </Box>
          );
        })
      )}
    </SectionCard>
  );
}
