import type { Notifications, Unlisten } from '../../db/notifications';

export const CANAL_INTEGRACOES = 'adesao_integracoes';
/** The worker changes a message several times in a second (claim, deliver): one notice per burst. */
export const JANELA_INTEGRACOES_MS = 500;

/**
 * The live Integrações screen (issue 21): one LISTEN per process on the channel the outbox
 * triggers notify (migration 0022). Whoever may open the screen sees every message, so each
 * open stream just hears that something changed, at most once per burst.
 */
export class IntegracoesAoVivo {
  private readonly ouvintes = new Set<() => void>();
  private unlisten: Unlisten | null = null;
  private timer: NodeJS.Timeout | null = null;

  async start(notifications: Notifications): Promise<void> {
    this.unlisten = await notifications.listen(CANAL_INTEGRACOES, {
      onMessage: () => this.recebido(),
      onReset: () => this.recebido(),
    });
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.ouvintes.clear();
    await this.unlisten?.();
  }

  ouvir(avisar: () => void): () => void {
    this.ouvintes.add(avisar);
    return () => this.ouvintes.delete(avisar);
  }

  private recebido(): void {
    this.timer ??= setTimeout(() => {
      this.timer = null;
      for (const avisar of this.ouvintes) avisar();
    }, JANELA_INTEGRACOES_MS);
  }
}
