import { Box, Paper, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { canAccess, type PropostaState } from '../../../domain';
import { AnotacoesTab } from './AnotacoesTab';
import { HistoricoTab } from './HistoricoTab';
import { ObservacoesTab } from './ObservacoesTab';

type TabKey = 'historico' | 'observacoes' | 'anotacoes';

interface PropostaSidePanelProps {
  proposta: PropostaState & { id: number };
}

/**
 * The proposal side panel of section 2.9: 'Histórico de proposta', 'Observações gerais' and,
 * for the health roles only (GestorSaude, Enfermeiro, EnfermeiroExterno), 'Anotacoes da
 * Enfermagem'. The server refuses the notes to anyone else; the tab is hidden to match.
 */
export function PropostaSidePanel({ proposta }: PropostaSidePanelProps) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [tab, setTab] = useState<TabKey>('historico');
  const roles: string[] = (identity?.roles as string[] | undefined) ?? [];
  const showNotes = canAccess(roles, { resource: 'anotacao-enfermagem', action: 'list' });
  const current = tab === 'anotacoes' && !showNotes ? 'historico' : tab;

  return (
    <Paper variant="outlined" sx={{ height: '100%' }}>
      <Tabs
        value={current}
        onChange={(_event, value: TabKey) => setTab(value)}
        variant="fullWidth"
        // The spec's tab names are shown as written, not upper-cased.
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root': { textTransform: 'none' },
        }}
      >
        <Tab value="historico" label={translate('propostas.painel.historico')} />
        <Tab value="observacoes" label={translate('propostas.painel.observacoes')} />
        {showNotes ? (
          <Tab value="anotacoes" label={translate('propostas.painel.anotacoes')} />
        ) : null}
      </Tabs>
      <Box sx={{ p: 2 }} role="tabpanel">
        {current === 'historico' ? <HistoricoTab propostaId={proposta.id} /> : null}
        {current === 'observacoes' ? <ObservacoesTab proposta={proposta} roles={roles} /> : null}
        {current === 'anotacoes' && identity ? (
          <AnotacoesTab
            propostaId={proposta.id}
            user={{
              id: identity.id,
              username: identity.username as string | undefined,
              fullName: identity.fullName,
            }}
          />
        ) : null}
      </Box>
    </Paper>
  );
}
