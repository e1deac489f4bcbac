import { readFileSync } from 'node:fs';
import { fromRoot } from '../../paths';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { SITUACAO, TIPOS_DOCUMENTO } from '../../../src/domain';
import type { Database } from '../client';
import { storage } from '../../modules/documentos/service';
import { documentosAnexos, propostasAdesao, selfiesBeneficiarios, usuarios } from '../schema';

/** Proposals that are past the entry stage: their documents were sent with them. */
const COM_DOCUMENTOS = [
  SITUACAO.NovaEntrada,
  SITUACAO.PendenciasCorretor,
  SITUACAO.Reentrada,
  SITUACAO.ValidacaoConcluida,
  SITUACAO.AguardandoAssinaturas,
  SITUACAO.AguardandoAvaliacaoEnfermagem,
  SITUACAO.AguardandoAprovacaoEnfermagem,
  SITUACAO.Concluida,
  SITUACAO.IntegradoERP,
];
/** The applicant sends the selfie with the health declaration, before the nurse sees them. */
const COM_SELFIE = [
  SITUACAO.AguardandoAvaliacaoEnfermagem,
  SITUACAO.AguardandoAprovacaoEnfermagem,
  SITUACAO.Concluida,
  SITUACAO.IntegradoERP,
];

/** A one-page PDF standing for a scanned document (the same bytes for every demo proposal). */
async function demoPdf(titulo: string, linhas: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(titulo);
  const page = pdf.addPage([420, 297]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawRectangle({
    x: 16,
    y: 16,
    width: 388,
    height: 265,
    borderColor: rgb(0.2, 0.4, 0.6),
    borderWidth: 2,
  });
  page.drawText(titulo, { x: 32, y: 245, size: 16, font: bold, color: rgb(0.1, 0.2, 0.4) });
  linhas.forEach((linha, n) =>
    page.drawText(linha, { x: 32, y: 210 - n * 20, size: 11, font: regular }),
  );
  return Buffer.from(await pdf.save());
}

/**
 * Demo documents: an identity document and a proof of address on every demo proposal (holders
 * and dependents) of a status that has them, and the applicant's selfie where the nurse would look at it. Runs
 * once (skipped when any document exists).
 */
export async function seedDocumentos(db: Database): Promise<void> {
  const [existing] = await db.select({ id: documentosAnexos.id }).from(documentosAnexos).limit(1);
  if (existing) return;
  const [author] = await db
    .select({ id: usuarios.id, firstName: usuarios.firstName, lastName: usuarios.lastName })
    .from(usuarios)
    .where(eq(usuarios.username, 'concessionaria'));
  const propostas = await db
    .select({ id: propostasAdesao.id, situacao: propostasAdesao.situacaoPropostaAdesaoId })
    .from(propostasAdesao)
    .where(
      and(
        like(propostasAdesao.protocolo, 'DEMO-%'),
        inArray(propostasAdesao.situacaoPropostaAdesaoId, COM_DOCUMENTOS),
      ),
    )
    .orderBy(asc(propostasAdesao.id));
  if (!author || propostas.length === 0) return;

  const aviso = 'Documento de demonstração, gerado pelos dados iniciais.';
  const arquivos = [
    {
      tipo: TIPOS_DOCUMENTO[0],
      nome: 'documento-identidade.pdf',
      conteudo: await demoPdf('Documento de identidade', ['Registro Geral', aviso]),
    },
    {
      tipo: TIPOS_DOCUMENTO[1],
      nome: 'comprovante-residencia.pdf',
      conteudo: await demoPdf('Comprovante de residência', ['Conta de energia elétrica', aviso]),
    },
  ];
  const selfie = readFileSync(fromRoot('server/db/seed/assets/selfie-demonstracao.jpg'));
  const usuario = `${author.firstName} ${author.lastName}`.trim();

  await db.transaction(async (tx) => {
    for (const proposta of propostas) {
      for (const arquivo of arquivos) {
        const chave = await storage.put(tx, arquivo.conteudo);
        await tx.insert(documentosAnexos).values({
          propostaAdesaoId: proposta.id,
          tipoDocumentoId: arquivo.tipo.id,
          nomeArquivo: arquivo.nome,
          contentType: 'application/pdf',
          tamanho: arquivo.conteudo.length,
          chaveArmazenamento: chave,
          usuarioId: author.id,
          usuario,
        });
      }
      if ((COM_SELFIE as readonly number[]).includes(proposta.situacao ?? -1)) {
        await tx.insert(selfiesBeneficiarios).values({
          propostaAdesaoId: proposta.id,
          contentType: 'image/jpeg',
          chaveArmazenamento: await storage.put(tx, selfie),
        });
      }
    }
  });
}
