import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatDateBR, grauParentescoNome, maskCpf } from '../../../../src/domain';
import type { ContratoFamiliar } from '../contrato-familiar';

/**
 * The membership contract sent for e-signature: parties, beneficiaries and the essential
 * clauses. Deterministic: the same contract and `emitidoEm` give the same bytes, because a retry
 * of the outbox message must send exactly what the first try sent (same idempotency key).
 */
export async function gerarContratoPdf(
  contrato: ContratoFamiliar,
  emitidoEm: Date,
): Promise<Uint8Array> {
  const { titular } = contrato;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Contrato de adesão nº ${titular.numeroContrato}`);
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
    for (const line of wrap(text, options.font ?? font, size, page.getWidth() - 112)) {
      if (y < 56) {
        page = pdf.addPage();
        y = page.getHeight() - 56;
      }
      drawLine(page, line, y, size, options.font ?? font);
      y -= size + 5;
    }
    y -= options.gap ?? 4;
  };

  write(`Contrato de adesão ao plano de saúde nº ${titular.numeroContrato}`, {
    size: 16,
    font: bold,
    gap: 12,
  });
  write('Contratante (titular)', { font: bold });
  write(
    `${titular.nome}, CPF ${maskCpf(titular.cpf)}, nascido(a) em ${formatDateBR(titular.dataNascimento)}.`,
  );
  if (contrato.unidade) {
    write(`Unidade: ${contrato.unidade.nomeUnidade} (${contrato.unidade.uf}).`);
  }
  if (titular.diaVencimento) write(`Vencimento da mensalidade: dia ${titular.diaVencimento}.`);
  if (contrato.corretor) write(`Corretor: ${contrato.corretor.nome}.`);
  y -= 8;
  write('Beneficiários dependentes', { font: bold });
  if (contrato.dependentes.length === 0) write('Nenhum dependente.');
  for (const dependente of contrato.dependentes) {
    const grau = grauParentescoNome(dependente.grauParentescoId);
    write(
      `${dependente.nome}, CPF ${maskCpf(dependente.cpf)}${grau ? `, ${grau}` : ''}, nascido(a) em ${formatDateBR(dependente.dataNascimento)}.`,
    );
  }
  y -= 8;
  write('Cláusulas', { font: bold });
  for (const clause of CLAUSULAS) write(clause);
  y -= 8;
  write(`Emitido em ${formatDateBR(emitidoEm)}. Assinatura eletrônica dos contratantes a seguir.`);
  return pdf.save({ useObjectStreams: false });
}

const CLAUSULAS = [
  '1. O contratante adere ao plano de saúde coletivo por adesão nas condições da proposta aprovada, para si e para os dependentes relacionados.',
  '2. As carências seguem a legislação vigente e o grupo de carência definido na integração da proposta, respeitado o aproveitamento de carência informado.',
  '3. A mensalidade vence no dia escolhido e é reajustada nas datas e pelos índices previstos na regulamentação da ANS.',
  '4. As informações prestadas na declaração de saúde integram este contrato; omissões podem levar à aplicação de cobertura parcial temporária.',
];

function drawLine(page: PDFPage, text: string, y: number, size: number, font: PDFFont) {
  page.drawText(text, { x: 56, y, size, font });
}

/** Splits a paragraph into lines that fit `width` points. */
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
