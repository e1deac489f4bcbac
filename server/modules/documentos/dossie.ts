import {
  DECLARACAO_RESTRITA,
  formatData,
  formatDataHora,
  formatFileSize,
  maskCpf,
} from '../../../src/domain';
import type { Executor } from '../../db/client';
import type { CurrentUser } from '../auth/current-user';
import { loadDetalhe } from '../propostas/detail-service';
import { listarHistorico } from '../propostas/historico';
import { loadDeclaracaoDoLeitor } from '../propostas/nursing-view';
import type { Dossie } from './dossie-pdf';
import { listarDocumentos } from './service';

const sim = (value: boolean | null | undefined) => (value ? 'Sim' : 'Não');

/**
 * The dossier is built from the same reads as the proposal screens, with the same scoping and
 * the same health-data filter: a role that may not read the health declaration does not find
 * it in the PDF either.
 */
export async function montarDossie(
  db: Executor,
  user: CurrentUser,
  id: number,
  publicUrl: string,
): Promise<Dossie> {
  const detalhe = await loadDetalhe(db, user, id, publicUrl);
  const [declaracao, historico, documentos] = await Promise.all([
    loadDeclaracaoDoLeitor(db, user, id),
    listarHistorico(db, id),
    listarDocumentos(db, user, id),
  ]);
  return {
    titulo: `Dossiê da proposta nº ${detalhe.numeroContrato ?? detalhe.id}`,
    geradoEm: formatDataHora(new Date()),
    secoes: [
      {
        titulo: 'Titular',
        linhas: [
          `Nome: ${detalhe.nome}`,
          `CPF: ${maskCpf(detalhe.cpf)}`,
          `Data de nascimento: ${formatData(detalhe.dataNascimento)}`,
          `E-mail: ${detalhe.email ?? '-'}`,
          `Número do contrato: ${detalhe.numeroContrato ?? '-'}`,
          `Tipo: ${detalhe.tipoNome}`,
          `Situação: ${detalhe.situacaoPropostaAdesaoNome}`,
          `Unidade: ${detalhe.unidadeNome}`,
          `Corretor: ${detalhe.corretorNome ?? '-'}`,
          `Concessionária: ${detalhe.corretor?.concessionaria?.nome ?? '-'}`,
        ],
      },
      {
        titulo: 'Dependentes',
        linhas: detalhe.dependentes.map(
          (d) => `${d.nome} (CPF ${maskCpf(d.cpf)}) - ${d.grauParentesco ?? ''}`,
        ),
      },
      {
        titulo: 'Plano e carências',
        linhas: [
          `Advindo de outra operadora: ${sim(detalhe.advindoOutraOperadora)}`,
          `Operadora de origem: ${detalhe.operadoraOrigemAproveitamentoCarencia ?? '-'}`,
          `Dia de vencimento: ${detalhe.diaVencimento ?? '-'}`,
          `Matrícula ERP: ${detalhe.matriculaErp ?? '-'}`,
        ],
      },
      {
        titulo: 'Aprovações',
        linhas: detalhe.aprovacoes.map((a) =>
          a.aprovado
            ? `${a.descricao}: aprovada em ${formatDataHora(a.data)}${a.usuario ? ` por ${a.usuario}` : ''}`
            : `${a.descricao}: pendente`,
        ),
      },
      {
        titulo: 'Declaração de saúde',
        linhas: [
          // Who may not read health data learns only that the declaration was answered.
          ...(declaracao.restritas ? [DECLARACAO_RESTRITA] : []),
          ...declaracao.respostas.map(
            (r) =>
              `${r.etapa} - ${r.perguntaRegistrada}: ${sim(r.seAplica)}${r.detalhamento ? ` (${r.detalhamento})` : ''}`,
          ),
        ],
      },
      {
        titulo: 'Documentos anexados',
        linhas: documentos.map(
          (d) =>
            `${d.nomeArquivo} - ${d.tipoNome} (${formatFileSize(d.tamanho)}), enviado por ${d.usuario} em ${formatDataHora(d.dataCriacao)}`,
        ),
      },
      {
        titulo: 'Histórico',
        linhas: historico.map(
          (h) =>
            `${formatDataHora(h.dataTransicao)} - ${h.descricao} (${h.autor})${h.descricaoPendencia ? `: ${h.descricaoPendencia}` : ''}`,
        ),
      },
    ],
  };
}
