import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import {
  beneficiarioLabel,
  CLASSIFICACOES_TRIBUTARIAS,
  formatDateBR,
  maskCep,
  maskCnpj,
  maskCpf,
} from '../../../src/domain';
import type { Executor } from '../../db/client';
import { documentoDeTexto } from '../../pdf/documento-de-texto';
import { contratosPme, unidades } from '../../db/schema';
import { listarBeneficiarios, type PropostaPmeRow } from './service';
import ptBR from '../../../i18n/pt-BR';
import { format } from '../../../i18n/catalog';
import { servidor } from '../../../i18n/pt-BR/servidor';

/** The contract's lines (catalogue 'servidor.pme.contratoPdf'; those both contracts say in 'servidor.comum'). */
const T = servidor.pme.contratoPdf;
const COMUM = servidor.comum.contratoPdf;

/**
 * The PME contract: the company, its legal representative, the beneficiaries and the clauses,
 * followed by the unit's contract model when a manager uploaded one (pme/contrato-pme/{uf}).
 * Deterministic for a given `emitidoEm`: an outbox retry sends the same bytes.
 */
export async function gerarContratoPmePdf(
  db: Executor,
  proposta: PropostaPmeRow,
  emitidoEm: Date,
): Promise<Uint8Array> {
  const { pdf, negrito, escrever, espacar } = await documentoDeTexto(
    format(T.titulo, { numero: proposta.numeroContrato }),
    emitidoEm,
  );

  const [unidade] = await db
    .select()
    .from(unidades)
    .where(eq(unidades.codigoUnidade, proposta.codigoUnidade));
  const r = proposta.representanteLegal;
  const endereco =
    proposta.enderecos.find((e) => e.indEnderecoLocalizacao === 'S') ?? proposta.enderecos[0];
  const classificacao = CLASSIFICACOES_TRIBUTARIAS.find(
    (c) => c.id === proposta.classificacaoTributaria,
  )?.label;

  escrever(format(T.cabecalho, { numero: proposta.numeroContrato }), {
    size: 16,
    font: negrito,
    gap: 12,
  });
  escrever(T.contratante, { font: negrito });
  escrever(
    format(T.empresa, {
      razaoSocial: proposta.razaoSocial,
      nomeFantasia: proposta.nomeFantasia,
      cnpj: maskCnpj(proposta.cnpj),
    }),
  );
  if (endereco) {
    const { logradouro, numero, complemento, bairro, municipio, uf } = endereco;
    const linha = { logradouro, numero, bairro, municipio, uf, cep: maskCep(endereco.cep) };
    escrever(
      complemento
        ? format(T.enderecoComComplemento, { ...linha, complemento })
        : format(T.endereco, linha),
    );
  }
  if (classificacao) escrever(format(T.classificacao, { classificacao }));
  escrever(format(COMUM.vencimento, { dia: proposta.vencimentoMensalidade }));
  if (unidade) escrever(format(COMUM.unidade, { unidade: unidade.nomeUnidade, uf: unidade.uf }));
  espacar(8);
  escrever(T.representante, { font: negrito });
  escrever(
    format(T.representanteDados, {
      nome: r.nome,
      cpf: maskCpf(r.cpf),
      cargo: r.cargo,
      email: r.email,
    }),
  );
  espacar(8);
  escrever(T.beneficiarios, { font: negrito });
  const beneficiarios = await listarBeneficiarios(db, proposta.id);
  if (beneficiarios.length === 0) escrever(ptBR.pme.semBeneficiarios);
  for (const b of beneficiarios) {
    escrever(
      format(T.beneficiario, { nome: b.nome, cpf: maskCpf(b.cpf), tipo: beneficiarioLabel(b) }),
    );
  }
  espacar(8);
  escrever(COMUM.clausulas, { font: negrito });
  for (const clause of Object.values(T.clausulas)) escrever(clause);
  espacar(8);
  escrever(format(T.emitido, { data: formatDateBR(emitidoEm) }));

  const [modelo] = await db
    .select({ arquivo: contratosPme.arquivo })
    .from(contratosPme)
    .where(eq(contratosPme.codigoUnidade, proposta.codigoUnidade));
  if (modelo) {
    const source = await PDFDocument.load(modelo.arquivo, { ignoreEncryption: true });
    const pages = await pdf.copyPages(source, source.getPageIndices());
    for (const copied of pages) pdf.addPage(copied);
  }
  return pdf.save({ useObjectStreams: false });
}

/** The download's file name: contract number and company name, without accents or symbols. */
export function nomeArquivoContrato(proposta: {
  numeroContrato: number;
  razaoSocial: string;
}): string {
  const nome = proposta.razaoSocial
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `contrato-${proposta.numeroContrato}-${nome}.pdf`;
}
