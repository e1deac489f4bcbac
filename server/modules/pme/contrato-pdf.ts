import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import {
  CLASSIFICACOES_TRIBUTARIAS,
  formatDateBR,
  maskCep,
  maskCnpj,
  maskCpf,
} from '../../../src/domain';
import type { Executor } from '../../db/client';
import { contratosPme, unidades } from '../../db/schema';
import { listarBeneficiarios, type PropostaPmeRow } from './service';

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
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Contrato PME nº ${proposta.numeroContrato}`);
  pdf.setProducer('Adesão');
  pdf.setCreator('Adesão');
  pdf.setCreationDate(emitidoEm);
  pdf.setModificationDate(emitidoEm);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage();
  let y = page.getHeight() - 56;
  const write = (text: string, options: { size?: number; font?: PDFFont; gap?: number } = {}) => {
    const size = options.size ?? 11;
    const used = options.font ?? font;
    for (const line of wrap(text, used, size, page.getWidth() - 112)) {
      if (y < 56) {
        page = pdf.addPage();
        y = page.getHeight() - 56;
      }
      page.drawText(line, { x: 56, y, size, font: used });
      y -= size + 5;
    }
    y -= options.gap ?? 4;
  };

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

  write(`Contrato de plano de saúde empresarial (PME) nº ${proposta.numeroContrato}`, {
    size: 16,
    font: bold,
    gap: 12,
  });
  write('Contratante', { font: bold });
  write(`${proposta.razaoSocial} (${proposta.nomeFantasia}), CNPJ ${maskCnpj(proposta.cnpj)}.`);
  if (endereco) {
    write(
      `Endereço: ${endereco.logradouro}, ${endereco.numero}${endereco.complemento ? `, ${endereco.complemento}` : ''}, ${endereco.bairro}, ${endereco.municipio}/${endereco.uf}, CEP ${maskCep(endereco.cep)}.`,
    );
  }
  if (classificacao) write(`Classificação tributária: ${classificacao}.`);
  write(`Vencimento da mensalidade: dia ${proposta.vencimentoMensalidade}.`);
  if (unidade) write(`Unidade: ${unidade.nomeUnidade} (${unidade.uf}).`);
  y -= 8;
  write('Representante legal', { font: bold });
  write(`${r.nome}, CPF ${maskCpf(r.cpf)}, ${r.cargo}, e-mail ${r.email}.`);
  y -= 8;
  write('Beneficiários', { font: bold });
  const beneficiarios = await listarBeneficiarios(db, proposta.id);
  if (beneficiarios.length === 0) write('Nenhum beneficiário.');
  for (const b of beneficiarios) {
    const tipo = b.propostaTitularId ? 'Dependente' : 'Titular';
    write(`${b.nome}, CPF ${maskCpf(b.cpf)}, ${tipo}.`);
  }
  y -= 8;
  write('Cláusulas', { font: bold });
  for (const clause of CLAUSULAS) write(clause);
  y -= 8;
  write(`Emitido em ${formatDateBR(emitidoEm)}. Assinatura eletrônica do representante legal.`);

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

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && current) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}
