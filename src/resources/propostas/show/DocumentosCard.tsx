import { useTranslate } from 'react-admin';
import { DocumentosAcoes, DocumentosLista } from '../../documentos';
import { SectionCard } from './SectionCard';

/**
 * The attached documents: each opens in a preview and downloads; all of them as a ZIP and the
 * dossier as PDF from the card's header. Sending and deleting belong to the documents screen
 * (proposta/{id}/anexar-documentacao). A failed load says so in the card, with 'Tentar
 * novamente', rather than interrupting the whole screen.
 */
export function DocumentosCard({ propostaId }: { propostaId: number }) {
  const translate = useTranslate();
  return (
    <SectionCard
      title={translate('propostas.secoes.documentos')}
      action={<DocumentosAcoes propostaId={propostaId} />}
    >
      <DocumentosLista propostaId={propostaId} podeExcluir={false} />
    </SectionCard>
  );
}
