import { Alert, Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, ListBase, Title, useListContext } from 'react-admin';
import { formatDataHora } from '../../components/formatters';
import { usePageTitle } from '../../components/layout/PageTitle';
import { ListLoadError, ListPagination } from '../../components/LoadError';
import { LIST_STATE_PREFIX } from '../../components/listFilter';
import { ACESSOS_SAUDE, type AcaoSaude } from '../../domain';
import { handleError } from '../../providers/errorHandler';
import {
  ACESSOS_SAUDE_REGISTRO,
  AVALIACOES_REALIZADAS,
  type AcessoSaude,
  type AvaliacaoRealizada,
} from '../../providers/avaliacoesRealizadasDataProvider';
import { textsOf } from '../../providers/i18nProvider';
import { StatusChip } from '../propostas/chips/StatusChip';
import { AcessosFiltro } from './AcessosFiltro';

const PAGE_SIZES = [10, 25, 50];
const Avaliacao = DataTable.Col<AvaliacaoRealizada>;
const Acesso = DataTable.Col<AcessoSaude>;

/**
 * listar-avaliacoes (health manager): the assessments with their nurse, date and outcome, and
 * below them the access log of health data (who read which proposal's declaration, PecFast
 * or videos, and when). Each is a react-admin list whose page, size and search stay in the
 * area's store while the manager opens a proposal and comes back.
 */
export function ListarAvaliacoesPage() {
  const t = textsOf('avaliacaoSaude');
  const title = usePageTitle();
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={title ?? t('avaliacoesTitulo')} />
      <Secao titulo={t('avaliacoesTitulo')} resource={AVALIACOES_REALIZADAS}>
        <DataTable bulkActionButtons={false} rowClick={false} empty={<Vazia />}>
          <Avaliacao source="numeroContrato" label={t('colunasAvaliacoes.contrato')} disableSort />
          <Avaliacao source="nome" label={t('colunasAvaliacoes.beneficiario')} disableSort />
          <Avaliacao
            label={t('colunasAvaliacoes.situacao')}
            disableSort
            render={(a) => <StatusChip situacaoId={a.situacaoPropostaAdesaoId} />}
          />
          <Avaliacao
            label={t('colunasAvaliacoes.enfermeiro')}
            disableSort
            render={(a) => a.enfermeiro ?? '—'}
          />
          <Avaliacao
            label={t('colunasAvaliacoes.data')}
            disableSort
            render={(a) => formatDataHora(a.data)}
          />
          <Avaliacao source="resultado" label={t('colunasAvaliacoes.resultado')} disableSort />
        </DataTable>
      </Secao>
      <Box sx={{ mt: 3 }}>
        <Secao
          titulo={t('acessosTitulo')}
          resource={ACESSOS_SAUDE_REGISTRO}
          filtros={<AcessosFiltro />}
        >
          <DataTable bulkActionButtons={false} rowClick={false} empty={<Vazia />}>
            <Acesso
              label={t('colunasAcessos.data')}
              disableSort
              render={(a) => formatDataHora(a.dataAcesso)}
            />
            <Acesso source="usuario" label={t('colunasAcessos.usuario')} disableSort />
            <Acesso
              label={t('colunasAcessos.contrato')}
              disableSort
              render={(a) => a.numeroContrato ?? '—'}
            />
            <Acesso
              label={t('colunasAcessos.beneficiario')}
              disableSort
              render={(a) => a.nome ?? '—'}
            />
            <Acesso
              label={t('colunasAcessos.acesso')}
              disableSort
              render={(a) => ACESSOS_SAUDE[a.acao as AcaoSaude] ?? a.acao}
            />
          </DataTable>
        </Secao>
      </Box>
    </Box>
  );
}

/**
 * One of the page's two lists, in its own titled section. Not synced with the address (two
 * lists share it); the store key keeps each one's page, size and filters instead.
 */
function Secao({
  titulo,
  resource,
  filtros,
  children,
}: {
  titulo: string;
  resource: string;
  filtros?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ListBase
      resource={resource}
      storeKey={`${LIST_STATE_PREFIX}.${resource}`}
      disableSyncWithLocation
      perPage={PAGE_SIZES[0]}
      queryOptions={{ onError: (error) => void handleError(error), retry: false }}
    >
      <Paper variant="outlined" component="section" aria-label={titulo}>
        <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
          {titulo}
        </Typography>
        {filtros}
        <ListaOuErro>{children}</ListaOuErro>
        <ListPagination rowsPerPageOptions={PAGE_SIZES} />
      </Paper>
    </ListBase>
  );
}

/** A failed read says so with a retry, instead of an empty table. */
function ListaOuErro({ children }: { children: ReactNode }) {
  const { error } = useListContext();
  return error ? <ListLoadError /> : children;
}

function Vazia() {
  const t = textsOf('avaliacaoSaude');
  return (
    <Alert severity="info" sx={{ m: 2 }}>
      {t('nenhumRegistro')}
    </Alert>
  );
}
