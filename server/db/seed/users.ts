import { asc, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords';
import type { Executor } from '../client';
import { concessionarias, corretores, usuarioRoles, usuarios } from '../schema';

export const DEMO_PASSWORD = 'Adesao@2026';

interface DemoAccount {
  username: string;
  firstName: string;
  lastName: string;
  roles: string[];
  enfermeiro?: boolean;
  enfermeiroExterno?: boolean;
  /** Ties the account to the first dealership (dealership users see only its proposals). */
  dealership?: boolean;
  /** Ties the account to the first broker of the first dealership. */
  broker?: boolean;
}

/** One account per role, as the README's 'Demo accounts' lists them. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'admin', firstName: 'Ana', lastName: 'Administradora', roles: ['Admin'] },
  {
    username: 'gestorcomercial',
    firstName: 'Gustavo',
    lastName: 'Comercial',
    roles: ['GestorComercial', 'AprovadorProposta', 'CanceladorProposta', 'BloqueadorProposta'],
  },
  {
    username: 'gestorcomercialpme',
    firstName: 'Paula',
    lastName: 'Empresarial',
    roles: ['GestorComercialPme'],
  },
  {
    username: 'gestorcontratos',
    firstName: 'Carlos',
    lastName: 'Contratos',
    roles: ['GestorContratos'],
  },
  { username: 'supervisor', firstName: 'Sônia', lastName: 'Supervisora', roles: ['Supervisor'] },
  {
    username: 'concessionaria',
    firstName: 'Cláudio',
    lastName: 'Concessionária',
    roles: ['Concessionaria'],
    dealership: true,
  },
  {
    username: 'vendasinternas',
    firstName: 'Vera',
    lastName: 'Vendas',
    roles: ['VendasInternas'],
    dealership: true,
  },
  {
    username: 'corretor',
    firstName: 'Cristiano',
    lastName: 'Corretor',
    roles: ['Corretor'],
    broker: true,
  },
  {
    username: 'operadorcallcenter',
    firstName: 'Otávio',
    lastName: 'Operador',
    roles: ['OperadorCallCenter'],
  },
  {
    username: 'gestorcallcenter',
    firstName: 'Gabriela',
    lastName: 'Call Center',
    roles: ['GestorCallCenter'],
  },
  {
    username: 'enfermeiro',
    firstName: 'Elaine',
    lastName: 'Enfermeira',
    roles: ['Enfermeiro'],
    enfermeiro: true,
  },
  {
    username: 'enfermeiroexterno',
    firstName: 'Eduardo',
    lastName: 'Enfermeiro Externo',
    roles: ['EnfermeiroExterno'],
    enfermeiroExterno: true,
  },
  { username: 'gestorsaude', firstName: 'Helena', lastName: 'Saúde', roles: ['GestorSaude'] },
  { username: 'dac', firstName: 'Daniel', lastName: 'Atendimento', roles: ['DAC'] },
  {
    username: 'liberacao49menos',
    firstName: 'Lívia',
    lastName: 'Liberação',
    roles: ['Liberacao49Menos'],
  },
];

/** Creates the demo accounts that do not exist yet; existing ones are left as they are. */
export async function seedUsers(db: Executor): Promise<void> {
  const [firstDealership] = await db
    .select({ id: concessionarias.id })
    .from(concessionarias)
    .orderBy(asc(concessionarias.id))
    .limit(1);
  const [firstBroker] = firstDealership
    ? await db
        .select({ id: corretores.id })
        .from(corretores)
        .where(eq(corretores.concessionariaId, firstDealership.id))
        .orderBy(asc(corretores.id))
        .limit(1)
    : [];
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    const existing = await db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(eq(sql`lower(${usuarios.username})`, account.username));
    if (existing.length > 0) continue;
    const [created] = await db
      .insert(usuarios)
      .values({
        username: account.username,
        passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        email: `${account.username}@adesao.example.com`,
        enfermeiro: account.enfermeiro ?? false,
        enfermeiroExterno: account.enfermeiroExterno ?? false,
        concessionariaId: account.dealership || account.broker ? firstDealership?.id : undefined,
        corretorId: account.broker ? firstBroker?.id : undefined,
      })
      .returning({ id: usuarios.id });
    await db
      .insert(usuarioRoles)
      .values(account.roles.map((role) => ({ usuarioId: created.id, role })));
  }
}
