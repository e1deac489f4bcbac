import type { Catalog } from '../../catalog';

export const gestaoFinanceira = {
  verifiqueCamposDestacados: 'Check the highlighted fields.',
  pagadorAlterado: 'Payer changed from %{antes} to %{depois}',
  pagadorTitular: 'the policyholder (%{titular})',
  pagadorTerceiro: '%{nome} (CPF %{cpf})',
} satisfies Catalog['servidor']['gestaoFinanceira'];
