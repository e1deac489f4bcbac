import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCard } from './SectionCard';

/**
 * The attached documents. The documents API (GET api/documento/propostaAdesao/{id}/
 * listarDocumentosAnexosSemArquivo) comes with the documents issue; until the server answers
 * it, the card says so instead of calling a route that does not exist.
 */
export function DocumentosCard() {
  const translate = useTranslate();
  return (
    <SectionCard title={translate('propostas.secoes.documentos')}>
      <Typography variant="body2" color="text.secondary">
        {translate('propostas.secoes.documentos_em_construcao')}
      </Typography>
    </SectionCard>
  );
}
