import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext } from 'react-admin';
import { formatDataHora, formatReais } from '../domain';
import type { RegistrosDataProvider } from '../providers/registrosDataProvider';
import { LoadError } from '../components/LoadError';
import type { FieldDefinition, ResourceDefinition } from '../registries/definition';
import { listSummary } from './fields';
import { textsOf } from '../providers/i18nProvider';

function show(value: unknown, field: FieldDefinition | undefined): string {
  if (field?.type === 'list') return listSummary(field, value) || '—';
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return textsOf('telas')(value ? 'sim' : 'nao');
  if (field?.type === 'money' && typeof value === 'number') return formatReais(value);
  return String(value);
}

/** 'Histórico de alterações' of a record: who changed which field, from what to what. */
export function HistoryPanel({ definition }: { definition: ResourceDefinition }) {
  const record = useRecordContext();
  const dataProvider = useDataProvider<RegistrosDataProvider>();
  const { data, isError, refetch } = useQuery({
    queryKey: ['historico', definition.name, record?.id, record?.versao],
    queryFn: () => dataProvider.obterHistoricoRegistro(definition.name, record!.id),
    enabled: record?.id != null,
  });
  const t = textsOf('telas');
  const fieldOf = (source: string) => definition.fields.find((f) => f.source === source);
  const label = (source: string) => fieldOf(source)?.label ?? source;
  return (
    <Card sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, width: { md: 320 }, flexShrink: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('historico.titulo')}
        </Typography>
        {isError ? (
          <LoadError message={t('historico.falhou')} onRetry={() => void refetch()} />
        ) : data?.length === 0 ? (
          // Records the demo data or a migration brought in have no entries until first changed.
          <Typography variant="body2" color="text.secondary">
            {t('historico.vazio')}
          </Typography>
        ) : (
          <List dense disablePadding>
            {(data ?? []).map((entry) => (
              <ListItem key={entry.id} disableGutters alignItems="flex-start">
                <ListItemText
                  primary={`${t(`historico.acao.${entry.acao}`)} — ${entry.autor}`}
                  secondary={
                    <>
                      {formatDataHora(entry.data)}
                      {entry.acao === 'alterado' || entry.acao === 'desativado'
                        ? Object.entries(entry.alteracoes).map(([source, change]) => (
                            <span key={source} style={{ display: 'block' }}>
                              {`${label(source)}: ${show(change.de, fieldOf(source))} → ${show(change.para, fieldOf(source))}`}
                            </span>
                          ))
                        : null}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
