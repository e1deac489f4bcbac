import { compararComReceita } from '../../../src/domain/receitaFederal';
import { cadastroDaResposta } from '../../integrations/receita/receita-client';
import {
  RECEITA_SANDBOX_CADASTRO,
  RECEITA_SANDBOX_INEXISTENTES,
  respostaSandbox,
} from '../../integrations/receita/sandbox-cadastro';

/**
 * The CPFs the Receita Federal sandbox answers with a divergence (or not at all): some demo
 * proposals carry them, so the demo shows every kind of divergence and 'Consultar novamente'
 * against the sandbox (`npm run sandboxes`) finds the same thing again.
 */
export const CPFS_DIVERGENTES_DEMO = [
  ...Object.keys(RECEITA_SANDBOX_CADASTRO),
  ...RECEITA_SANDBOX_INEXISTENTES,
];

/**
 * What the check queued at submission would have stored for a demo proposal, had it been
 * answered by the sandbox at `enviadaEm`; nothing for a draft (never checked).
 */
export function consultaReceitaDemo(
  declarado: { cpf: string; nome: string; dataNascimento: string },
  enviadaEm: Date | null,
) {
  if (!enviadaEm) return {};
  const cadastro = cadastroDaResposta(respostaSandbox(declarado));
  return {
    divergenciasRf: compararComReceita(declarado, cadastro),
    rfConsultaEstado: 'concluida' as const,
    rfConsultadaEm: enviadaEm,
    rfSituacaoCadastral: cadastro.situacao,
  };
}
