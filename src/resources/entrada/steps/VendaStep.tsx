import { Grid } from '@mui/material';
import { UNIDADES, VENCIMENTOS_MENSALIDADE } from '../../../domain';
import type { OpcoesCadastro } from '../../../providers/entradaDataProvider';
import { FormField } from '../FormField';
import { textsOf } from '../../../providers/i18nProvider';

const UNIDADE = UNIDADES.map((u) => ({ value: u.codigoUnidade, label: u.nomeUnidade }));

/** Step 4: what is sold and by whom: unit, plan, broker (of the user's dealership), due day. */
export function VendaStep({ opcoes }: { opcoes: OpcoesCadastro }) {
  const t = textsOf('entrada');
  const vencimentos = VENCIMENTOS_MENSALIDADE.map((dia) => ({
    value: dia,
    label: t('dia', { dia }),
  }));
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
        <FormField
          name="venda.codigoUnidade"
          label={t('campos.unidade')}
          options={UNIDADE}
          required
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormField name="venda.planoSaudeId" label={t('campos.plano')} options={planos} required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormField
          name="venda.corretorId"
          label={t('campos.corretor')}
          options={corretores}
          required
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormField
          name="venda.diaVencimento"
          label={t('campos.diaVencimento')}
          options={vencimentos}
          required
        />
      </Grid>
    </Grid>
  );
}
