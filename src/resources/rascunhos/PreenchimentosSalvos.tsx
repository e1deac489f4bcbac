import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Link } from 'react-router-dom';
import {
  NOVA_PROPOSTA_PARAM,
  PORTABILIDADE_PREFIX,
  TIPO_PROPOSTA,
  tipoPropostaLabel,
  type TipoEntrada,
} from '../../domain';
import { formatDataHora } from '../../components/formatters';
import type { EntradaDataProvider, RascunhoEntrada } from '../../providers/entradaDataProvider';
import { textsOf } from '../../providers/i18nProvider';

/** Where the entry form of each kind lives in the dealership area (document 1, 2.3). */
const FORM_PATH: Record<TipoEntrada, string> = {
  [TIPO_PROPOSTA.Comum]: `vendas-internas/proposta/${NOVA_PROPOSTA_PARAM}`,
  [TIPO_PROPOSTA.Retencao]: `propostaRetencao/${NOVA_PROPOSTA_PARAM}`,
  [TIPO_PROPOSTA.Portabilidade]: `${PORTABILIDADE_PREFIX}/${NOVA_PROPOSTA_PARAM}`,
};
const TIPOS = Object.keys(FORM_PATH).map(Number) as TipoEntrada[];

/**
 * The entry form's autosaved fillings of the user (only a dealership user has the form). A kind
 * the user may not fill (retention for internal sales) answers 403 and is simply left out.
 */
export function PreenchimentosSalvos({ basename }: { basename: string }) {
  const tx = textsOf('rascunhos');
  const dataProvider = useDataProvider<EntradaDataProvider>();
  const query = useQuery({
    queryKey: ['rascunhos-entrada'],
    queryFn: async ({ signal }) => {
      const answers = await Promise.allSettled(
        TIPOS.map((t) => dataProvider.listarRascunhosEntrada(t, signal)),
      );
      return answers
        .flatMap((a) => (a.status === 'fulfilled' ? a.value : []))
        .sort((a, b) => b.dataAtualizacao.localeCompare(a.dataAtualizacao));
    },
    retry: false,
  });
  const rows: RascunhoEntrada[] = query.data ?? [];
  if (query.isSuccess && rows.length === 0) {
    return <Typography color="text.secondary">{tx('entradaVazia')}</Typography>;
  }
  return (
    <List dense>
      {rows.map((rascunho) => {
        const nome = typeof rascunho.dados.nome === 'string' ? rascunho.dados.nome : '';
        return (
          <ListItem
            key={rascunho.id}
            secondaryAction={
              <Button
                size="small"
                component={Link}
                to={`${basename}/${FORM_PATH[rascunho.tipo]}?rascunho=${rascunho.id}`}
              >
                {tx('continuar')}
              </Button>
            }
          >
            <ListItemText
              primary={`${tipoPropostaLabel(rascunho.tipo)}${nome ? ` — ${nome}` : ''}`}
              secondary={`${tx('salvoEm')} ${formatDataHora(rascunho.dataAtualizacao)}`}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
