import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import {
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
    `Contrato PME nº ${proposta.numeroContrato}`,
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

  escrever(`Contrato de plano de saúde empresarial (PME) nº ${proposta.numeroContrato}`, {
    size: 16,
    font: negrito,
    gap: 12,
  });
  escrever('Contratante', { font: negrito });
  escrever(`${proposta.razaoSocial} (${proposta.nomeFantasia}), CNPJ ${maskCnpj(proposta.cnpj)}.`);
  if (endereco) {
    escrever(
      `Endereço: ${endereco.logradouro}, ${endereco.numero}${endereco.complemento ? `, ${endereco.complemento}` : ''}, ${endereco.bairro}, ${endereco.municipio}/${endereco.uf}, CEP ${maskCep(endereco.cep)}.`,
    );
  }
  if (classificacao) escrever(`Classificação tributária: ${classificacao}.`);
  escrever(`Vencimento da mensalidade: dia ${proposta.vencimentoMensalidade}.`);
  if (unidade) escrever(`Unidade: ${unidade.nomeUnidade} (${unidade.uf}).`);
  espacar(8);
  escrever('Representante legal', { font: negrito });
  escrever(`${r.nome}, CPF ${maskCpf(r.cpf)}, ${r.cargo}, e-mail ${r.email}.`);
  espacar(8);
  escrever('Beneficiários', { font: negrito });
  const beneficiarios = await listarBeneficiarios(db, proposta.id);
  if (beneficiarios.length === 0) escrever(ptBR.pme.semBeneficiarios);
  for (const b of beneficiarios) {
    const tipo = b.propostaTitularId ? 'Dependente' : 'Titular';
    escrever(`${b.nome}, CPF ${maskCpf(b.cpf)}, ${tipo}.`);
  }
  espacar(8);
  escrever('Cláusulas', { font: negrito });
  for (const clause of CLAUSULAS) escrever(clause);
  espacar(8);
  escrever(`Emitido em ${formatDateBR(emitidoEm)}. Assinatura eletrônica do representante legal.`);

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

const CLAUSULAS = [
  '1. A contratante contrata o plano de saúde coletivo empresarial para os beneficiários relacionados, titulares vinculados à empresa e seus dependentes.',
  '2. As carências seguem a legislação vigente e o grupo de carência definido no complemento de integração.',
  '3. A mensalidade vence no dia escolhido e é reajustada nas datas e pelos índices previstos na regulamentação da ANS.',
  '4. A inclusão e a exclusão de beneficiários são solicitadas pela contratante, por seu representante legal.',
];

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
