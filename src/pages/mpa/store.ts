/**
 * The applicant's access data (proponente: cpf, dataNascimento, token) for this visit. Kept in
 * memory only: the server's session cookie is what grants access, and a failed validation
 * resets it (spec 2.1). Nothing here survives a reload.
 */
export interface Proponente {
  cpf: string;
  dataNascimento: string;
  token: string;
}

let current: Proponente | null = null;

export function guardarProponente(proponente: Proponente): void {
  current = proponente;
}

export function limparProponente(): void {
  current = null;
}

export function proponenteAtual(): Proponente | null {
  return current;
}
