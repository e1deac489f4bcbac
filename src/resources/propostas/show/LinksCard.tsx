import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ReplayIcon from '@mui/icons-material/Replay';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { linksReenviaveis } from '../../../domain';
import { CopiarLinkDialog } from '../actions/CopiarLinkDialog';
import { SendDialog } from '../actions/SendDialog';
import type { PropostaDetalhe } from '../types';
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
 * The applicant's links that make sense in the current status (purchase-intent term,
 * attendance queue, contract signature, in-app evaluation): resend to a registered contact, or
 * copy. The screen never holds a live link: 'Copiar link' asks the server for one
 * (CopiarLinkDialog), shown once and recorded in the history.
 */
export function LinksCard({ proposta }: { proposta: PropostaDetalhe }) {
  const translate = useTranslate();
  const [resending, setResending] = useState<{ tipo: string; label: string } | null>(null);
  const [copying, setCopying] = useState<{ tipo: string; label: string } | null>(null);
  // A dependant's proposal offers her own steps only: the family's term and contract are the
  // holder's.
  const links = linksReenviaveis(proposta.situacaoPropostaAdesaoId, {
    dependente: proposta.propostaTitular != null,
  });
  if (links.length === 0) return null;

  return (
    <SectionCard title={translate('propostas.secoes.links')}>
      <Stack spacing={1.5}>
        {links.map((link) => {
          return (
            <Stack
              key={link.tipo}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography variant="body2" sx={{ flex: 1, minWidth: 200 }}>
                {link.label}
              </Typography>
              <Button
                size="small"
                startIcon={<ReplayIcon />}
                onClick={() => setResending({ tipo: link.tipo, label: link.label })}
              >
                {translate('propostas.links.reenviar')}
              </Button>
              <Button
                size="small"
                startIcon={<ContentCopyIcon />}
                onClick={() => setCopying({ tipo: link.tipo, label: link.label })}
              >
                {translate('propostas.copiar')}
              </Button>
            </Stack>
          );
        })}
      </Stack>
      <SendDialog
        open={resending !== null}
        onClose={() => setResending(null)}
        proposta={proposta}
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
