import { Box, Divider, Stack, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { ESTADOS_CIVIS, GRAUS_PARENTESCO, SEXOS, UNIDADES } from '../../../domain';
import type { OpcoesCadastro } from '../../../providers/entradaDataProvider';
import type { FormularioEntrada } from '../formDefaults';

const labelOf = (list: readonly { id: number; label?: string; nome?: string }[], id: unknown) => {
  const item = list.find((i) => i.id === Number(id));
  return item?.label ?? item?.nome ?? '-';
};

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
  const form = useFormContext<FormularioEntrada>().getValues();
  const { titular, endereco, venda } = form;
  const plano = opcoes.planos.find((p) => p.id === Number(venda.planoSaudeId));
  const corretor = opcoes.corretores.find((c) => c.id === Number(venda.corretorId));
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          Titular
        </Typography>
        <Linha label="Nome" value={titular.nome} />
        <Linha label="CPF" value={titular.cpf} />
        <Linha label="Data de nascimento" value={titular.dataNascimento} />
        <Linha label="Estado civil" value={labelOf(ESTADOS_CIVIS, titular.estadoCivilId)} />
        <Linha label="Sexo" value={labelOf(SEXOS, titular.sexoId)} />
        <Linha label="E-mail" value={titular.email} />
        <Linha label="Celular" value={titular.celular} />
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          Endereço
        </Typography>
        <Linha
          label="Endereço"
          value={`${endereco.logradouro}, ${endereco.numero}${endereco.complemento ? ` - ${endereco.complemento}` : ''}`}
        />
        <Linha label="Bairro" value={endereco.bairro} />
        <Linha label="Cidade" value={`${endereco.cidade} - ${endereco.uf}`} />
        <Linha label="CEP" value={endereco.cep} />
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          Dependentes
        </Typography>
        {form.dependentes.length === 0 ? (
          <Typography variant="body2">Nenhum dependente.</Typography>
        ) : (
          form.dependentes.map((d, index) => (
            <Linha
              key={index}
              label={labelOf(GRAUS_PARENTESCO, d.grauParentescoId)}
              value={`${d.nome} · CPF ${d.cpf} · ${d.dataNascimento}`}
            />
          ))
        )}
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          Plano e venda
        </Typography>
        <Linha
          label="Unidade"
          value={UNIDADES.find((u) => u.codigoUnidade === Number(venda.codigoUnidade))?.nomeUnidade}
        />
        <Linha label="Plano de saúde" value={plano?.nome} />
        <Linha label="Corretor" value={corretor?.nome} />
        <Linha label="Dia de vencimento" value={venda.diaVencimento} />
        {form.portabilidade ? (
          <>
            <Linha label="Operadora de origem" value={form.portabilidade.operadoraOrigem} />
            <Linha label="Permanência (meses)" value={form.portabilidade.tempoPermanenciaMeses} />
            <Linha
              label="Aproveitamento de carência"
              value={form.portabilidade.dataAproveitamentoCarencia}
            />
          </>
        ) : null}
      </Box>
    </Stack>
  );
}
