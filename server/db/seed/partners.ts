import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Faker } from '@faker-js/faker';
import { UNIDADES } from '../../../src/domain';
import type { Executor } from '../client';
import { concessionarias, corretores } from '../schema';
import { mobile, personName } from './valores-validos';

const DEALERSHIPS_PER_UNIT = 2;
const BROKERS_PER_DEALERSHIP = 3;

/** Dealerships in every unit, each with a few brokers. Runs only on an empty table. */
export async function seedPartners(db: Executor, faker: Faker): Promise<void> {
  const existing = await db.select({ id: concessionarias.id }).from(concessionarias).limit(1);
  if (existing.length > 0) return;
  for (const unidade of UNIDADES) {
    for (let i = 0; i < DEALERSHIPS_PER_UNIT; i++) {
      const [dealership] = await db
        .insert(concessionarias)
        .values({
          nome: `${faker.company.name()} Corretora`,
          cnpj: generateCnpj(),
          email: faker.internet.email().toLowerCase(),
          telefone: mobile(faker),
          codigoUnidade: unidade.codigoUnidade,
        })
        .returning({ id: concessionarias.id });
      await db.insert(corretores).values(
        Array.from({ length: BROKERS_PER_DEALERSHIP }, () => ({
          nome: personName(faker),
          cpf: generateCpf(),
          email: faker.internet.email().toLowerCase(),
          telefone: mobile(faker),
          concessionariaId: dealership.id,
        })),
      );
    }
  }
}
