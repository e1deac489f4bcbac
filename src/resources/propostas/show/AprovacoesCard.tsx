import { List, ListItem, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { INDICADOR_APROVACAO } from '../../../domain';
import { iconFor } from '../chips/statusIcons';
import type { Aprovacao, PropostaDetalhe } from '../types';
import { SectionCard } from './SectionCard';
import { formatDataHora } from '../../../components/formatters';
import { rotuloAprovacao, rotuloIndicadorAprovacao } from './rotuloAprovacao';

/** The three approvals towards 'Validação concluída', each with its indicator. */
export function AprovacoesCard({ proposta }: { proposta: PropostaDetalhe }) {
  const translate = useTranslate();
  return (
    <SectionCard title={translate('propostas.secoes.aprovacoes')}>
      <List dense disablePadding>
        {proposta.aprovacoes.map((aprovacao) => (
          <AprovacaoItem key={aprovacao.chave} aprovacao={aprovacao} />
        ))}
      </List>
    </SectionCard>
  );
}

function AprovacaoItem({ aprovacao }: { aprovacao: Aprovacao }) {
  const translate = useTranslate();
  const indicador = INDICADOR_APROVACAO[aprovacao.indicador] ?? INDICADOR_APROVACAO.empty;
  const Icon = iconFor(indicador.icon);
  const nomeIndicador = rotuloIndicadorAprovacao(indicador.key);
  const detail =
    aprovacao.aprovado && aprovacao.data
      ? translate('propostas.secoes.aprovado_em', {
          data: formatDataHora(aprovacao.data),
          usuario: aprovacao.usuario ?? '—',
        })
      : nomeIndicador;
  return (
    <ListItem disableGutters data-indicador={indicador.key}>
      <ListItemIcon sx={{ minWidth: 36 }}>
        <Tooltip title={nomeIndicador}>
          <Icon
            color={indicador.color === 'default' ? 'disabled' : indicador.color}
            aria-label={nomeIndicador}
          />
        </Tooltip>
      </ListItemIcon>
      <ListItemText
        primary={rotuloAprovacao(aprovacao.chave, aprovacao.descricao)}
        secondary={detail}
      />
    </ListItem>
  );
}
