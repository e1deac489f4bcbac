import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../modules/auth/passwords';
import { revokeUserSessions } from '../modules/auth/sessions';
import { hashLinkToken } from '../modules/proponente/tokens';
import type { Database } from './client';
import { linksProponente, usuarioRoles, usuarios } from './schema';
import { DEMO_LINK_TOKEN } from './seed/proponente';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/users';

/**
 * Demo data is public: the README lists the accounts and their password, the source holds the
 * demo applicant's token, CPF and birth date. A production start refuses to serve while any of
 * it would open the product (server/main.ts), unless ALLOW_DEMO_IN_PRODUCTION says otherwise.
 */
export async function dadosDeDemonstracao(db: Database): Promise<string[]> {
  const contas = await db
    .select({ username: usuarios.username, passwordHash: usuarios.passwordHash })
    .from(usuarios)
    .where(
      and(
        eq(usuarios.ativo, true),
        inArray(
          sql`lower(${usuarios.username})`,
          DEMO_ACCOUNTS.map((a) => a.username),
        ),
      ),
    );
  const achados: string[] = [];
  for (const conta of contas) {
    // Only an account that still opens with the published password is a way in.
    if (await verifyPassword(conta.passwordHash, DEMO_PASSWORD)) achados.push(conta.username);
  }
  const [link] = await db
    .select({ id: linksProponente.id })
    .from(linksProponente)
    .where(
      and(
        eq(linksProponente.tokenHash, hashLinkToken(DEMO_LINK_TOKEN)),
        isNull(linksProponente.revogadoEm),
      ),
    );
  if (link) achados.push('link do proponente de demonstração');
  return achados;
}

export const COMANDO_ADMIN = 'node scripts/start.mjs cli admin <usuário>';

export function mensagemDemoEmProducao(achados: readonly string[]): string {
  return (
    `dados de demonstração presentes em produção (${achados.join(', ')}): ` +
    `qualquer um entra com a senha publicada. Crie o administrador com \`${COMANDO_ADMIN}\`, ` +
    'desative os dados de demonstração com `node scripts/start.mjs cli desativar-demo`, ' +
    'ou defina ALLOW_DEMO_IN_PRODUCTION=true para servir assim mesmo.'
  );
}

/**
 * The start's check (server/main.ts): in production, demo data present refuses to serve (the
 * error names what was found and the way out) unless ALLOW_DEMO_IN_PRODUCTION is set. Returns
 * what was found, so an allowed start can log it.
 */
export async function verificarDemoEmProducao(
  db: Database,
  config: { appEnv: string; allowDemoInProduction: boolean },
): Promise<string[]> {
  if (config.appEnv !== 'production') return [];
  const achados = await dadosDeDemonstracao(db);
  if (achados.length && !config.allowDemoInProduction) {
    throw new Error(mensagemDemoEmProducao(achados));
  }
  return achados;
}

/** Deactivates the demo accounts (ending their sessions) and revokes the demo applicant link. */
export async function desativarDemonstracao(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const contas = await tx
      .update(usuarios)
      .set({ ativo: false, dataAlteracao: now })
      .where(
        and(
          eq(usuarios.ativo, true),
          inArray(
            sql`lower(${usuarios.username})`,
            DEMO_ACCOUNTS.map((a) => a.username),
          ),
        ),
      )
      .returning({ id: usuarios.id });
    for (const conta of contas) await revokeUserSessions(tx, conta.id, 'deactivated', now);
    await tx
      .update(linksProponente)
      .set({ revogadoEm: now })
      .where(
        and(
          eq(linksProponente.tokenHash, hashLinkToken(DEMO_LINK_TOKEN)),
          isNull(linksProponente.revogadoEm),
        ),
      );
    return contas.length;
  });
}

export const USUARIO_ADMIN = /^[a-z0-9._-]{3,80}$/;

/**
 * The first administrator of a production database: a new account with the Admin role and a
 * random one-time password (18 random bytes), printed once by the command and stored hashed.
 * There is no forced change at first sign-in: the administrator changes it in 'Alterar senha'.
 */
export async function criarAdministrador(
  db: Database,
  username: string,
  email?: string,
): Promise<{ senha: string }> {
  const nome = username.trim().toLowerCase();
  if (!USUARIO_ADMIN.test(nome)) {
    throw new Error('Usuário inválido: use de 3 a 80 letras minúsculas, dígitos, ponto, - ou _.');
  }
  if (DEMO_ACCOUNTS.some((a) => a.username === nome)) {
    throw new Error(`"${nome}" é uma conta de demonstração; escolha outro nome.`);
  }
  const senha = randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(senha);
  await db.transaction(async (tx) => {
    const [existente] = await tx
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(eq(sql`lower(${usuarios.username})`, nome));
    if (existente) throw new Error(`O usuário "${nome}" já existe.`);
    const [criado] = await tx
      .insert(usuarios)
      .values({
        username: nome,
        passwordHash,
        firstName: 'Administrador',
        email: email ?? `${nome}@localhost`,
      })
      .returning({ id: usuarios.id });
    await tx.insert(usuarioRoles).values({ usuarioId: criado.id, role: 'Admin' });
  });
  return { senha };
}
