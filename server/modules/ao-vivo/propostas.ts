import { and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Notifications, Unlisten } from '../../db/notifications';
import { propostasAdesao } from '../../db/schema';
import type { CurrentUser } from '../auth/current-user';
import { scopeCondition, scopeOf } from '../propostas/access';

export const CANAL_PROPOSTAS = 'adesao_propostas';

/** What a connection is told: the ids it may see that changed, or that anything may have. */
export type AvisoPropostas = { ids: number[] } | { todas: true };

interface Ouvinte {
  user: CurrentUser;
  enviar(aviso: AvisoPropostas): void;
  pendentes: Set<number>;
  todas: boolean;
  timer: NodeJS.Timeout | null;
}

/** How long changes are gathered before a connection is told: one query and one message per burst. */
export const JANELA_MS = 300;

/**
 * The live lists' fan-out (issue 21): one LISTEN per process on the channel the proposals'
 * triggers notify (migration 0020), and for each open stream the ids of that burst which its user
 * may see, found by the same scope condition the lists use — so a dealership never hears of
 * another dealership's proposals, and several API processes stay in step through the database.
 */
export class PropostasAoVivo {
  private readonly ouvintes = new Set<Ouvinte>();
  private unlisten: Unlisten | null = null;

  constructor(
    private readonly db: Database,
    private readonly onError: (err: unknown) => void,
  ) {}

  async start(notifications: Notifications): Promise<void> {
    this.unlisten = await notifications.listen(CANAL_PROPOSTAS, {
      onMessage: (payload) => this.recebido(payload),
      // Messages may have been missed while the listening connection was down.
      onReset: () => this.recebido('*'),
    });
  }

  async stop(): Promise<void> {
    for (const ouvinte of this.ouvintes) if (ouvinte.timer) clearTimeout(ouvinte.timer);
    this.ouvintes.clear();
    await this.unlisten?.();
  }

  /** Registers a stream; the returned function ends it. */
  ouvir(user: CurrentUser, enviar: (aviso: AvisoPropostas) => void): () => void {
    const ouvinte: Ouvinte = { user, enviar, pendentes: new Set(), todas: false, timer: null };
    this.ouvintes.add(ouvinte);
    return () => {
      if (ouvinte.timer) clearTimeout(ouvinte.timer);
      this.ouvintes.delete(ouvinte);
    };
  }

  get conexoes(): number {
    return this.ouvintes.size;
  }

  private recebido(payload: string): void {
    const ids = payload === '*' ? null : payload.split(',').map(Number).filter(Number.isInteger);
    for (const ouvinte of this.ouvintes) {
      if (ids) for (const id of ids) ouvinte.pendentes.add(id);
      else ouvinte.todas = true;
      ouvinte.timer ??= setTimeout(() => void this.avisar(ouvinte), JANELA_MS);
    }
  }

  private async avisar(ouvinte: Ouvinte): Promise<void> {
    ouvinte.timer = null;
    const ids = [...ouvinte.pendentes];
    const todas = ouvinte.todas;
    ouvinte.pendentes.clear();
    ouvinte.todas = false;
    if (!this.ouvintes.has(ouvinte)) return;
    if (todas) {
      ouvinte.enviar({ todas: true });
      return;
    }
    try {
      const visiveis = await this.db
        .select({ id: propostasAdesao.id })
        .from(propostasAdesao)
        .where(and(inArray(propostasAdesao.id, ids), scopeCondition(scopeOf(ouvinte.user))));
      if (visiveis.length && this.ouvintes.has(ouvinte)) {
        ouvinte.enviar({ ids: visiveis.map((row) => row.id) });
      }
    } catch (err) {
      this.onError(err);
    }
  }
}
