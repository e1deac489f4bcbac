import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ReplayIcon from '@mui/icons-material/Replay';
import { Button, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { linksReenviaveis } from '../../../domain';
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
 * attendance queue, contract signature, in-app evaluation): resend through a channel, or copy.
 * The server gives each address as a resend would deliver it; where it has none (the signature
 * envelope is not out yet, or the user may not resend links), copying stays disabled and says why.
 */
export function LinksCard({ proposta }: { proposta: PropostaDetalhe }) {
  const translate = useTranslate();
  const copy = useCopyToClipboard();
  const [resending, setResending] = useState<{ tipo: string; label: string } | null>(null);
  const links = linksReenviaveis(proposta.situacaoPropostaAdesaoId);
  if (links.length === 0) return null;

  return (
    <SectionCard title={translate('propostas.secoes.links')}>
      <Stack spacing={1.5}>
        {links.map((link) => {
          const url = proposta.links[link.tipo];
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
              <Tooltip title={url ? url : translate('propostas.secoes.sem_link')}>
                <span>
                  <Button
                    size="small"
                    startIcon={<ContentCopyIcon />}
                    disabled={!url}
                    onClick={() => url && void copy(url)}
                  >
                    {translate('propostas.copiar')}
                  </Button>
                </span>
              </Tooltip>
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
    </SectionCard>
  );
}
