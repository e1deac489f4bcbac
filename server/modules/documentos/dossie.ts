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
import { format } from '../../../i18n/catalog';
import { servidor } from '../../../i18n/pt-BR/servidor';

/** The dossier's lines (catalogue 'servidor.documentos.dossie'); '-' for a blank field. */
const T = servidor.documentos.dossie;
const sim = (value: boolean | null | undefined) =>
  value ? servidor.comum.sim : servidor.comum.nao;

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
    titulo: format(T.titulo, { numero: detalhe.numeroContrato ?? detalhe.id }),
    geradoEm: formatDataHora(new Date()),
    secoes: [
      {
        titulo: T.secoes.titular,
        linhas: [
          format(T.nome, { nome: detalhe.nome }),
          format(T.cpf, { cpf: maskCpf(detalhe.cpf) }),
          format(T.dataNascimento, { data: formatData(detalhe.dataNascimento) }),
          format(T.email, { email: detalhe.email ?? '-' }),
          format(T.numeroContrato, { numero: detalhe.numeroContrato ?? '-' }),
          format(T.tipo, { tipo: detalhe.tipoNome }),
          format(T.situacao, { situacao: detalhe.situacaoPropostaAdesaoNome }),
          format(T.unidade, { unidade: detalhe.unidadeNome }),
          format(T.corretor, { corretor: detalhe.corretorNome ?? '-' }),
          format(T.concessionaria, {
            concessionaria: detalhe.corretor?.concessionaria?.nome ?? '-',
          }),
        ],
      },
      {
        titulo: T.secoes.dependentes,
        linhas: detalhe.dependentes.map((d) =>
          format(T.dependente, {
            nome: d.nome,
            cpf: maskCpf(d.cpf),
            parentesco: d.grauParentesco ?? '',
          }),
        ),
      },
      {
        titulo: T.secoes.plano,
        linhas: [
          format(T.advindoOutraOperadora, { resposta: sim(detalhe.advindoOutraOperadora) }),
          format(T.operadoraOrigem, {
            operadora: detalhe.operadoraOrigemAproveitamentoCarencia ?? '-',
          }),
          format(T.diaVencimento, { dia: detalhe.diaVencimento ?? '-' }),
          format(T.matriculaErp, { matricula: detalhe.matriculaErp ?? '-' }),
        ],
      },
      {
        titulo: T.secoes.aprovacoes,
        linhas: detalhe.aprovacoes.map((a) => {
          if (!a.aprovado) return format(T.pendente, { aprovacao: a.descricao });
          const aprovada = { aprovacao: a.descricao, data: formatDataHora(a.data) };
          return a.usuario
            ? format(T.aprovadaPor, { ...aprovada, usuario: a.usuario })
            : format(T.aprovada, aprovada);
        }),
      },
      {
        titulo: T.secoes.declaracao,
        linhas: [
          // Who may not read health data learns only that the declaration was answered.
          ...(declaracao.restritas ? [DECLARACAO_RESTRITA] : []),
          ...declaracao.respostas.map((r) => {
            const resposta = {
              etapa: r.etapa,
              pergunta: r.perguntaRegistrada,
              resposta: sim(r.seAplica),
            };
            return r.detalhamento
              ? format(T.respostaDetalhada, { ...resposta, detalhamento: r.detalhamento })
              : format(T.resposta, resposta);
          }),
        ],
      },
      {
        titulo: T.secoes.documentos,
        linhas: documentos.map((d) =>
          format(T.documento, {
            arquivo: d.nomeArquivo,
            tipo: d.tipoNome,
            tamanho: formatFileSize(d.tamanho),
            usuario: d.usuario,
            data: formatDataHora(d.dataCriacao),
          }),
        ),
      },
      {
        titulo: T.secoes.historico,
        linhas: historico.map((h) => {
          const evento = {
            data: formatDataHora(h.dataTransicao),
            descricao: h.descricao,
            autor: h.autor,
          };
          return h.descricaoPendencia
            ? format(T.eventoComPendencia, { ...evento, pendencia: h.descricaoPendencia })
            : format(T.evento, evento);
        }),
      },
    ],
  };
}
