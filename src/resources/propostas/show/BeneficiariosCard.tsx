import { Box, Link as MuiLink, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { maskCpf } from '../../../domain';
import { StatusChip } from '../../../components/propostas/StatusChip';
import type { PropostaDetalhe } from '../types';
import { SectionCard } from './SectionCard';

/**
 * Holder or dependents, by the proposal's place in its contract: a dependent links to its
 * holder (with the kinship), a holder lists its dependents. Each opens its own proposal.
 */
export function BeneficiariosCard({ proposta }: { proposta: PropostaDetalhe }) {
  const translate = useTranslate();
  const basename = useBasename();
  const titular = proposta.propostaTitular;

  if (titular) {
    return (
      <SectionCard title={translate('propostas.secoes.titular')}>
        <Typography variant="body2">
          <MuiLink component={Link} to={`${basename}/proposta/${titular.id}`}>
            {titular.nome}
          </MuiLink>{' '}
          · {maskCpf(titular.cpf)}
        </Typography>
        {proposta.dependenciaTitular ? (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.proposta.fields.grauParentescoId')}:{' '}
            {proposta.dependenciaTitular.nome}
          </Typography>
        ) : null}
      </SectionCard>
    );
  }

  return (
    <SectionCard title={translate('propostas.secoes.dependentes')}>
      {proposta.dependentes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('propostas.secoes.sem_dependentes')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {proposta.dependentes.map((dependente) => (
            <ListItem
              key={dependente.id}
              disableGutters
              secondaryAction={<StatusChip situacaoId={dependente.situacaoPropostaAdesaoId} />}
            >
              <ListItemText
                primary={
                  <MuiLink component={Link} to={`${basename}/proposta/${dependente.id}`}>
                    {dependente.nome}
                  </MuiLink>
                }
                secondary={
                  <Box component="span">
                    {maskCpf(dependente.cpf)}
                    {dependente.grauParentesco ? ` · ${dependente.grauParentesco}` : ''}
                  </Box>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
