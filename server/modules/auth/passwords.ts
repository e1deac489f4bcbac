import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's baseline for interactive logins.
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

/**
 * How many password hashes this process has checked: the costliest thing a sign-in does, so
 * the figure an attack drives up (tests read it; metrics may export it).
 */
export const passwordChecks = { count: 0 };

export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  passwordChecks.count++;
  try {
    return await verify(passwordHash, plain);
  } catch {
    // A malformed stored hash is a failed login, never a 500.
    return false;
  }
}
