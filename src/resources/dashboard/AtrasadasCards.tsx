import { Box, Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import { getStatusInfo, getUnidade, LIST_STATUSES, type AreaId } from '../../domain';
import { useClearListFilter } from '../../components/listFilter';
import { STATUS_FILTER } from '../../providers/propostasDataProvider';
import { DashboardGrid } from './DashboardCards';

import type { Atrasada } from '../../providers/dashboardDataProvider';
import { textsOf } from '../../providers/i18nProvider';
import { rotuloSituacao } from '../propostas/chips/rotuloSituacao';
import { rotuloUnidadeNaLingua } from '../../components/rotuloUnidadeNaLingua';

export type { Atrasada };

/** The area's first list that shows the status (its own lists, not the portal's sub-lists). */
function listaDa(area: AreaId, situacaoId: number): string | undefined {
  return Object.entries(LIST_STATUSES[area] ?? {}).find(
    ([rota, situacoes]) =>
      !rota.includes('/') && (situacoes as readonly number[]).includes(situacaoId),
  )?.[0];
}

/**
 * 'Atrasadas': per status, how many proposals are past its SLA target, and per unit below; each
 * number opens the area's list of that status filtered on the late ones (and on the unit).
 * Nothing late, nothing shown but a line saying so.
 */
export function AtrasadasCards({ area, atrasadas }: { area: AreaId; atrasadas: Atrasada[] }) {
  const t = textsOf('dashboard');
  const basename = useBasename();
  const clearListFilter = useClearListFilter();
  const porSituacao = new Map<number, Atrasada[]>();
  for (const row of atrasadas) {
    porSituacao.set(row.situacaoId, [...(porSituacao.get(row.situacaoId) ?? []), row]);
  }
  const link = (situacaoId: number, unidade?: number) => {
    const rota = listaDa(area, situacaoId);
    if (!rota) return undefined;
    const filter = { sla: 'atrasada', [STATUS_FILTER]: situacaoId, unidade: unidade ?? '' };
    return `${basename}/${rota}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
  };
  return (
    <Box component="section" aria-labelledby="atrasadas-titulo" sx={{ mb: 3 }}>
      <Typography id="atrasadas-titulo" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('atrasadas.titulo')}
      </Typography>
      {porSituacao.size === 0 ? (
        <Typography color="text.secondary">{t('atrasadas.nenhuma')}</Typography>
      ) : (
        <DashboardGrid>
          {[...porSituacao].map(([situacaoId, unidades]) => {
            const rotulo = rotuloSituacao(getStatusInfo(situacaoId));
            const total = unidades.reduce((sum, u) => sum + u.total, 0);
            const to = link(situacaoId);
            return (
              <Card key={situacaoId} variant="outlined" component="li" sx={{ listStyle: 'none' }}>
                <CardContent>
                  <Typography color="text.secondary" variant="body2">
                    {rotulo}
                  </Typography>
                  <Typography variant="h4" component="p" color="error.main">
                    {to ? (
                      <MuiLink
                        component={Link}
                        to={to}
                        onClick={clearListFilter}
                        color="inherit"
                        aria-label={t('atrasadas.abrir', { rotulo, total })}
                        data-testid={`atrasadas-${situacaoId}`}
                      >
                        {total}
                      </MuiLink>
                    ) : (
                      total
                    )}
                  </Typography>
                  <Stack component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
                    {unidades.map((u) => {
                      const unidade = getUnidade(u.codigoUnidade);
                      const nome = unidade
                        ? rotuloUnidadeNaLingua(unidade)
                        : t('atrasadas.semUnidade');
                      const toUnidade = link(situacaoId, u.codigoUnidade);
                      return (
                        <Typography key={u.codigoUnidade} component="li" variant="body2">
                          {toUnidade ? (
                            <MuiLink component={Link} to={toUnidade} onClick={clearListFilter}>
                              {nome}: {u.total}
                            </MuiLink>
                          ) : (
                            `${nome}: ${u.total}`
                          )}
                        </Typography>
                      );
                    })}
                  </Stack>
                </CardContent>
              </Card>
            );
          })}
        </DashboardGrid>
      )}
    </Box>
  );
}
