import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetOne, useNotify, useTranslate } from 'react-admin';
import { linksReenviaveis } from '../../../domain';
import { PROPOSTAS } from '../../../providers/propostasDataProvider';
import { CopiarLinkDialog } from '../actions/CopiarLinkDialog';
import { SendDialog } from '../actions/SendDialog';
import type { PropostaDetalhe } from '../types';
import { rotuloLink } from './rotuloLink';
import { SectionCard } from './SectionCard';

/** Copies a text; the spec's two notices say how it went. */
export function useCopyToClipboard() {
  const notify = useNotify();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify('propostas.copiado', { type: 'success' });
    } catch {
      notify('propostas.erro_copia', { type: 'error' });
    }
  };
}

/**
 * Where the links go: the proposal's own contacts; a dependant registered without any (a child,
 * say) is sent hers at the holder's, as the server does
 * (docs/decisions/0121-resend-links-audited.md), and the card says so.
 */
function useContatosDeEnvio(proposta: PropostaDetalhe) {
  const semContato = proposta.contatos.length === 0 && !proposta.email;
  const titularId = proposta.propostaTitular?.id;
  const titular = useGetOne<PropostaDetalhe>(
    PROPOSTAS,
    { id: titularId! },
    { enabled: semContato && titularId != null },
  );
  if (!semContato || !titular.data) return { destinos: proposta, doTitular: null };
  return {
    destinos: { ...proposta, email: titular.data.email, contatos: titular.data.contatos },
    doTitular: proposta.propostaTitular!.nome,
  };
}

/**
 * The applicant's links that make sense in the current status (purchase-intent term,
 * attendance queue, contract signature, in-app evaluation): resend to a registered contact, or
 * copy. The screen never holds a live link: 'Copiar link' asks the server for one
 * (CopiarLinkDialog), shown once and recorded in the history.
 */
export function LinksCard({ proposta }: { proposta: PropostaDetalhe }) {
  const translate = useTranslate();
  const [resending, setResending] = useState<{ tipo: string; label: string } | null>(null);
  const [copying, setCopying] = useState<{ tipo: string; label: string } | null>(null);
  const { destinos, doTitular } = useContatosDeEnvio(proposta);
  // A dependant's proposal offers her own steps only: the family's term and contract are the
  // holder's.
  const links = linksReenviaveis(proposta.situacaoPropostaAdesaoId, {
    dependente: proposta.propostaTitular != null,
  });
  if (links.length === 0) return null;

  return (
    <SectionCard title={translate('propostas.secoes.links')}>
      <Stack spacing={1.5}>
        {doTitular ? (
          <Alert severity="info">
            {translate('propostas.links.contatos_do_titular', { nome: doTitular })}
          </Alert>
        ) : null}
        {links.map((link) => {
          const label = rotuloLink(link.tipo);
          return (
            <Stack
              key={link.tipo}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography variant="body2" sx={{ flex: 1, minWidth: 200 }}>
                {label}
              </Typography>
              <Button
                size="small"
                startIcon={<ReplayIcon />}
                onClick={() => setResending({ tipo: link.tipo, label })}
              >
                {translate('propostas.links.reenviar')}
              </Button>
              <Button
                size="small"
                startIcon={<ContentCopyIcon />}
                onClick={() => setCopying({ tipo: link.tipo, label })}
              >
                {translate('propostas.copiar')}
              </Button>
            </Stack>
          );
        })}
      </Stack>
      <SendDialog
        // Opens on the first of these contacts: a new set (the holder's, once read) starts anew.
        key={doTitular ? 'titular' : 'proprios'}
        open={resending !== null}
        onClose={() => setResending(null)}
        proposta={destinos}
        link={resending ?? undefined}
      />
      {copying ? (
        <CopiarLinkDialog
          propostaId={proposta.id}
          link={copying}
          onClose={() => setCopying(null)}
        />
      ) : null}
    </SectionCard>
  );
}
