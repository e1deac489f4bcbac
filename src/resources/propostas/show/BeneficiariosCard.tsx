import { Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { caminhoDaProposta, maskCpf } from '../../../domain';
import { useArea } from '../../../components/layout/AreaContext';
import { StatusChip } from '../chips/StatusChip';
import { rotuloGrauParentesco } from '../../../components/rotulosPessoas';
import type { Dependente, PropostaDetalhe } from '../types';
import { SectionCard } from './SectionCard';

/** A dependent's kinship in the chosen language; the server's pt-BR name for an unknown id. */
const parentesco = (d: Pick<Dependente, 'grauParentescoId' | 'grauParentesco'>) =>
  rotuloGrauParentesco(d.grauParentescoId) ?? d.grauParentesco;

/**
 * Holder or dependents, by the proposal's place in its contract: a dependent links to its
 * holder (with the kinship), a holder lists its dependents. Each opens its own proposal.
 */
export function BeneficiariosCard({ proposta }: { proposta: PropostaDetalhe }) {
  const translate = useTranslate();
  const basename = useBasename();
  const area = useArea();
  // The family shares its kind: each member opens at the same kind's view.
  const caminho = (id: number) => `${basename}/${caminhoDaProposta(area, proposta.tipo, id)}`;
  const titular = proposta.propostaTitular;

  if (titular) {
    return (
      <SectionCard title={translate('propostas.secoes.titular')}>
        <Typography variant="body2">
          <MuiLink component={Link} to={caminho(titular.id)}>
            {titular.nome}
          </MuiLink>{' '}
          · {maskCpf(titular.cpf)}
        </Typography>
        {proposta.dependenciaTitular ? (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.proposta.fields.grauParentescoId')}:{' '}
            {rotuloGrauParentesco(proposta.dependenciaTitular.id) ??
              proposta.dependenciaTitular.nome}
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
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {proposta.dependentes.map((dependente) => (
            <Stack
              component="li"
              key={dependente.id}
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
            >
              <Box sx={{ minWidth: 0 }}>
                <MuiLink component={Link} to={caminho(dependente.id)}>
                  {dependente.nome}
                </MuiLink>
                <Typography variant="body2" color="text.secondary">
                  {maskCpf(dependente.cpf)}
                  {parentesco(dependente) ? ` · ${parentesco(dependente)}` : ''}
                </Typography>
              </Box>
              <StatusChip situacaoId={dependente.situacaoPropostaAdesaoId} />
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
