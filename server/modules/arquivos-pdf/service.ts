import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import {
  documentoTamanhoExcedido,
  nomeArquivoSeguro,
  PDF_FORMATO_INVALIDO,
  PDF_NAO_ENVIADO,
  PDF_OBRIGATORIO,
} from '../../../src/domain';
import type { Database, Executor } from '../../db/client';
import { aditivosContrato, planosSaude, tabelasVendaPdf } from '../../db/schema';
import { writeHistory } from '../../crud/history';
import { badRequest, HttpError, notFound } from '../../http/errors';
import type { CurrentUser } from '../auth/current-user';
import { postgresStorage, type DocumentStorage } from '../documentos/storage';
import { servidor } from '../../../i18n/pt-BR/servidor';

/** The registries that keep one PDF each: their declared resource and table. */
export const PDF_TABLES = {
  'planos-saude': {
    table: planosSaude,
    naoEncontrado: servidor.comum.planoSaudeNaoEncontrado,
  },
  'aditivos-contrato': {
    table: aditivosContrato,
    naoEncontrado: servidor.arquivosPdf.aditivoContratoNaoEncontrado,
  },
  'tabelas-venda': {
    table: tabelasVendaPdf,
    naoEncontrado: servidor.arquivosPdf.tabelaVendaNaoEncontrada,
  },
} as const;

export type RecursoPdf = keyof typeof PDF_TABLES;

export interface PdfRecebido {
  nome: string;
  conteudo: Buffer;
  truncado: boolean;
}

/**
 * A PDF is what its bytes say (file-type), never what its name or declared type say — the
 * pattern of server/modules/documentos/service.ts, narrowed to PDF.
 */
export async function validarPdf(arquivo: PdfRecebido, maxMb: number): Promise<void> {
  if (arquivo.truncado || arquivo.conteudo.length > maxMb * 1024 * 1024) {
    throw new HttpError(413, [documentoTamanhoExcedido(maxMb)]);
  }
  if (arquivo.conteudo.length === 0) throw badRequest(PDF_OBRIGATORIO);
  const sniffed = await fileTypeFromBuffer(arquivo.conteudo);
  if (sniffed?.mime !== 'application/pdf') throw new HttpError(415, [PDF_FORMATO_INVALIDO]);
}

async function findRow(db: Executor, recurso: RecursoPdf, id: number) {
  const { table, naoEncontrado } = PDF_TABLES[recurso];
  const [row] = await db
    .select({
      versao: table.versao,
      arquivoChave: table.arquivoChave,
      arquivoNome: table.arquivoNome,
    })
    .from(table)
    .where(eq(table.id, id));
  if (!row) throw notFound(naoEncontrado);
  return row;
}

/**
 * Stores (or replaces) the record's PDF in one transaction: the new bytes, the record's file
 * columns, the old bytes removed, and a history entry naming both files. The record's versao
 * stays: no form edits the file columns, so an edit form open beside the upload must still save.
 */
export async function enviarPdf(
  db: Database,
  user: CurrentUser,
  recurso: RecursoPdf,
  id: number,
  arquivo: PdfRecebido,
  maxMb: number,
  storage: DocumentStorage = postgresStorage,
) {
  await validarPdf(arquivo, maxMb);
  const nome = nomeArquivoSeguro(arquivo.nome, 'arquivo').replace(/(\.pdf)?$/i, '.pdf');
  const { table } = PDF_TABLES[recurso];
  return db.transaction(async (tx) => {
    const before = await findRow(tx, recurso, id);
    const chave = await storage.put(tx, arquivo.conteudo);
    await tx
      .update(table)
      .set({
        arquivoChave: chave,
        arquivoNome: nome,
        arquivoTamanho: arquivo.conteudo.length,
        arquivoEnviadoEm: new Date(),
      })
      .where(eq(table.id, id));
    if (before.arquivoChave) await storage.remove(tx, before.arquivoChave);
    await writeHistory(tx, {
      recurso,
      registroId: id,
      acao: 'alterado',
      alteracoes: { arquivoNome: { de: before.arquivoNome, para: nome } },
      user,
    });
    return {
      id,
      versao: before.versao,
      arquivoNome: nome,
      arquivoTamanho: arquivo.conteudo.length,
    };
  });
}

export async function lerPdf(
  db: Database,
  recurso: RecursoPdf,
  id: number,
  storage: DocumentStorage = postgresStorage,
) {
  const row = await findRow(db, recurso, id);
  const conteudo = row.arquivoChave ? await storage.get(db, row.arquivoChave) : null;
  if (!conteudo || !row.arquivoNome) throw notFound(PDF_NAO_ENVIADO);
  return { nome: row.arquivoNome, conteudo };
}
