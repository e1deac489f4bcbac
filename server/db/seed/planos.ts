import type { Database } from '../client';
import { planosSaude } from '../schema';

/** Plans a demo dealership sells (names and ANS-like numbers made up for the demo). */
const PLANOS = [
  { nome: 'Essencial Enfermaria', registroAns: '481.234/19-1' },
  { nome: 'Essencial Apartamento', registroAns: '481.235/19-0' },
  { nome: 'Sênior Enfermaria', registroAns: '482.118/20-3' },
  { nome: 'Sênior Apartamento', registroAns: '482.119/20-1' },
  { nome: 'Master Nacional', registroAns: '483.502/21-7' },
];

export async function seedPlanos(db: Database): Promise<void> {
  const [existing] = await db.select({ id: planosSaude.id }).from(planosSaude).limit(1);
  if (existing) return;
  await db.insert(planosSaude).values(PLANOS);
}
