import { Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  nome: string;
  conteudo: Uint8Array;
}

/** Names inside one archive must differ: a second 'rg.pdf' becomes 'rg (2).pdf'. */
export function uniqueNames(nomes: string[]): string[] {
  const seen = new Map<string, number>();
  return nomes.map((nome) => {
    const count = (seen.get(nome.toLowerCase()) ?? 0) + 1;
    seen.set(nome.toLowerCase(), count);
    if (count === 1) return nome;
    const dot = nome.lastIndexOf('.');
    return dot > 0 ? `${nome.slice(0, dot)} (${count})${nome.slice(dot)}` : `${nome} (${count})`;
  });
}

/**
 * A ZIP streamed as it is built (fflate): the response starts before the last file is read.
 * PDFs, JPEGs and PNGs are already compressed, so entries are stored, not deflated again.
 */
export function zipStream(entries: ZipEntry[]): Readable {
  const output = new Readable({ read() {} });
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      output.destroy(error);
      return;
    }
    output.push(Buffer.from(chunk));
    if (final) output.push(null);
  });
  const names = uniqueNames(entries.map((e) => e.nome));
  entries.forEach((entry, index) => {
    const file = new ZipPassThrough(names[index]);
    zip.add(file);
    file.push(entry.conteudo, true);
  });
  zip.end();
  return output;
}
