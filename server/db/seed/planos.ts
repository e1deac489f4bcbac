import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Database } from '../client';
import { aditivosContrato, arquivosArmazenados, planosSaude, tabelasVendaPdf } from '../schema';

/** Plans a demo dealership sells (names and ANS-like numbers made up for the demo). */
const PLANOS = [
  {
    nome: 'Essencial Enfermaria',
    registroAns: '481.234/19-1',
    acomodacao: 'Enfermaria',
    abrangencia: 'Regional',
  },
  {
    nome: 'Essencial Apartamento',
    registroAns: '481.235/19-0',
    acomodacao: 'Apartamento',
    abrangencia: 'Regional',
  },
  {
    nome: 'Sênior Enfermaria',
    registroAns: '482.118/20-3',
    acomodacao: 'Enfermaria',
    abrangencia: 'Regional',
  },
  {
    nome: 'Sênior Apartamento',
    registroAns: '482.119/20-1',
    acomodacao: 'Apartamento',
    abrangencia: 'Regional',
  },
  {
    nome: 'Master Nacional',
    registroAns: '483.502/21-7',
    acomodacao: 'Apartamento',
    abrangencia: 'Nacional',
  },
];

export async function seedPlanos(db: Database): Promise<void> {
  const [existing] = await db.select({ id: planosSaude.id }).from(planosSaude).limit(1);
  if (existing) return;
  await db.insert(planosSaude).values(PLANOS);
}

/** A one-page PDF standing for a real contract or table in the demo. */
async function demoPdf(titulo: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText(titulo, { x: 50, y: 780, size: 16, font });
  return Buffer.from(await pdf.save());
}

/**
 * The registries' demo records: the first plan's contract PDF, two addenda and three sales
 * tables (two with their PDF), so every screen has something to show.
 */
export async function seedRegistrosComerciais(db: Database): Promise<void> {
  const [existing] = await db.select({ id: aditivosContrato.id }).from(aditivosContrato).limit(1);
  if (existing) return;
  const planos = await db.select({ id: planosSaude.id, nome: planosSaude.nome }).from(planosSaude);
  const byName = new Map(planos.map((p) => [p.nome, p.id]));
  const stored = async (titulo: string, nome: string) => {
    const conteudo = await demoPdf(titulo);
    const [row] = await db
      .insert(arquivosArmazenados)
      .values({ conteudo })
      .returning({ id: arquivosArmazenados.id });
    return {
      arquivoChave: `pg:${row.id}`,
      arquivoNome: nome,
      arquivoTamanho: conteudo.length,
      arquivoEnviadoEm: new Date('2026-01-05T12:00:00Z'),
    };
  };
  const essencial = byName.get('Essencial Enfermaria')!;
  const senior = byName.get('Sênior Apartamento')!;
  const contrato = await stored('Contrato - Essencial Enfermaria', 'contrato-essencial.pdf');
  await db.update(planosSaude).set(contrato).where(eq(planosSaude.id, essencial));
  await db.insert(aditivosContrato).values([
    {
      titulo: 'Reajuste anual 2026',
      descricao: 'Reajuste das mensalidades aprovado pela ANS para o ciclo 2026.',
      planoSaudeId: essencial,
      vigenciaInicio: '2026-05-01',
      vigenciaFim: '2027-04-30',
      ...(await stored('Aditivo - Reajuste anual 2026', 'aditivo-reajuste-2026.pdf')),
    },
    {
      titulo: 'Inclusão de telemedicina',
      descricao: 'Consultas por vídeo incluídas na cobertura do plano.',
      planoSaudeId: senior,
      vigenciaInicio: '2026-02-01',
    },
  ]);
  await db.insert(tabelasVendaPdf).values([
    {
      codigoUnidade: 1,
      planoSaudeId: essencial,
      vigenciaInicio: '2026-01-01',
      vigenciaFim: '2026-12-31',
      ...(await stored('Tabela de venda ES - Essencial', 'tabela-es-essencial-2026.pdf')),
    },
    {
      codigoUnidade: 2,
      planoSaudeId: senior,
      vigenciaInicio: '2026-01-01',
      vigenciaFim: '2026-12-31',
      ...(await stored('Tabela de venda MG - Sênior', 'tabela-mg-senior-2026.pdf')),
    },
    { codigoUnidade: 3, planoSaudeId: essencial, vigenciaInicio: '2026-03-01' },
  ]);
}
