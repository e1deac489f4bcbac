import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatFileSize } from '../../../domain';
import { Loading } from '../../../components/Loading';
import { LoadError } from '../../../components/LoadError';
import type { PropostasDataProvider } from '../../../providers/propostasDataProvider';
import type { DocumentoAnexo } from '../types';
import { SectionCard } from './SectionCard';
import { formatDataHora } from '../../../components/formatters';

/**
 * The attached documents, as a list (names, kinds, sizes, dates). Uploading and downloading
 * belong to the documents screen (proposta/{id}/anexar-documentacao); a failed load says so in
 * the card, with 'Tentar novamente', rather than interrupting the whole screen with a notice.
 */
export function DocumentosCard({ propostaId }: { propostaId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PropostasDataProvider>();
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['documentos', propostaId],
    queryFn: async ({ signal }) =>
      (await dataProvider.listarDocumentos(propostaId, signal)) as DocumentoAnexo[],
    retry: false,
  });
  return (
    <SectionCard title={translate('propostas.secoes.documentos')}>
      {isPending ? (
        <Loading />
      ) : isError ? (
        <LoadError
          message={translate('propostas.secoes.documentos_indisponiveis')}
          onRetry={() => void refetch()}
        />
      ) : !data || data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('propostas.secoes.sem_documentos')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {data.map((documento) => (
            <ListItem key={documento.id} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <DescriptionIcon />
              </ListItemIcon>
              <ListItemText
                primary={documento.nomeArquivo ?? documento.nome ?? documento.tipoNome}
                secondary={[
                  documento.tipoNome,
                  documento.tamanho != null ? formatFileSize(documento.tamanho) : null,
                  formatDataHora(documento.dataCriacao),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
