import { Grid } from '@mui/material';
import { UNIDADES, VENCIMENTOS_MENSALIDADE } from '../../../domain';
import type { OpcoesCadastro } from '../../../providers/entradaDataProvider';
import { FormField } from '../FormField';

const UNIDADE = UNIDADES.map((u) => ({ value: u.codigoUnidade, label: u.nomeUnidade }));
const VENCIMENTO = VENCIMENTOS_MENSALIDADE.map((dia) => ({ value: dia, label: `Dia ${dia}` }));

/** Step 4: what is sold and by whom: unit, plan, broker (of the user's dealership), due day. */
export function VendaStep({ opcoes }: { opcoes: OpcoesCadastro }) {
  const planos = opcoes.planos.map((p) => ({
    value: p.id,
    label: `${p.nome} (ANS ${p.registroAns})`,
  }));
  const corretores = opcoes.corretores.map((c) => ({
    value: c.id,
    label: `${c.nome} · ${c.concessionariaNome}`,
  }));
  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormField name="venda.codigoUnidade" label="Unidade" options={UNIDADE} required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormField name="venda.planoSaudeId" label="Plano de saúde" options={planos} required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormField name="venda.corretorId" label="Corretor" options={corretores} required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormField
          name="venda.diaVencimento"
          label="Dia de vencimento"
          options={VENCIMENTO}
          required
        />
      </Grid>
    </Grid>
  );
}
