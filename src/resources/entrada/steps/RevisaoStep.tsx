import { Box, Divider, Stack, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { UNIDADES } from '../../../domain';
import {
  rotuloEstadoCivil,
  rotuloGrauParentesco,
  rotuloSexo,
} from '../../../components/rotulosPessoas';
import type { OpcoesCadastro } from '../../../providers/entradaDataProvider';
import type { FormularioEntrada } from '../formDefaults';
import { textsOf } from '../../../providers/i18nProvider';

function Linha({ label, value }: { label: string; value: unknown }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 200 }}>
        {label}
      </Typography>
      <Typography variant="body2">{value === '' || value == null ? '-' : String(value)}</Typography>
    </Stack>
  );
}

/** Last step: everything typed, to read once before sending to the applicant. */
export function RevisaoStep({ opcoes }: { opcoes: OpcoesCadastro }) {
  const t = textsOf('entrada');
  const form = useFormContext<FormularioEntrada>().getValues();
  const { titular, endereco, venda } = form;
  const plano = opcoes.planos.find((p) => p.id === Number(venda.planoSaudeId));
  const corretor = opcoes.corretores.find((c) => c.id === Number(venda.corretorId));
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {t('passos.titular')}
        </Typography>
        <Linha label={t('campos.nome')} value={titular.nome} />
        <Linha label={t('campos.cpf')} value={titular.cpf} />
        <Linha label={t('campos.dataNascimento')} value={titular.dataNascimento} />
        <Linha
          label={t('campos.estadoCivil')}
          value={rotuloEstadoCivil(titular.estadoCivilId) ?? '-'}
        />
        <Linha label={t('campos.sexo')} value={rotuloSexo(titular.sexoId) ?? '-'} />
        <Linha label={t('campos.email')} value={titular.email} />
        <Linha label={t('campos.celular')} value={titular.celular} />
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {t('passos.endereco')}
        </Typography>
        <Linha
          label={t('campos.endereco')}
          value={`${endereco.logradouro}, ${endereco.numero}${endereco.complemento ? ` - ${endereco.complemento}` : ''}`}
        />
        <Linha label={t('campos.bairro')} value={endereco.bairro} />
        <Linha label={t('campos.cidade')} value={`${endereco.cidade} - ${endereco.uf}`} />
        <Linha label={t('campos.cep')} value={endereco.cep} />
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {t('passos.dependentes')}
        </Typography>
        {form.dependentes.length === 0 ? (
          <Typography variant="body2">{t('nenhumDependente')}</Typography>
        ) : (
          form.dependentes.map((d, index) => (
            <Linha
              key={index}
              label={rotuloGrauParentesco(d.grauParentescoId) ?? '-'}
              value={t('dependenteResumo', {
                nome: d.nome,
                cpf: d.cpf,
                nascimento: d.dataNascimento,
              })}
            />
          ))
        )}
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {t('passos.venda')}
        </Typography>
        <Linha
          label={t('campos.unidade')}
          value={UNIDADES.find((u) => u.codigoUnidade === Number(venda.codigoUnidade))?.nomeUnidade}
        />
        <Linha label={t('campos.plano')} value={plano?.nome} />
        <Linha label={t('campos.corretor')} value={corretor?.nome} />
        <Linha label={t('campos.diaVencimento')} value={venda.diaVencimento} />
        {form.portabilidade ? (
          <>
            <Linha label={t('campos.operadoraOrigem')} value={form.portabilidade.operadoraOrigem} />
            <Linha
              label={t('campos.permanencia')}
              value={form.portabilidade.tempoPermanenciaMeses}
            />
            <Linha
              label={t('campos.aproveitamento')}
              value={form.portabilidade.dataAproveitamentoCarencia}
            />
          </>
        ) : null}
      </Box>
    </Stack>
  );
}
