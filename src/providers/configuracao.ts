import { useEffect, useState } from 'react';
import { api } from './httpClient';

/** GET /api/configuracao (public): what the shell needs to know about where it runs. */
export interface Configuracao {
  ambiente: 'production' | 'staging' | 'local' | 'test';
  versao: string;
  chatUrl: string | null;
}

export const CONFIGURACAO_PATH = '/api/configuracao';

let cached: Promise<Configuracao | null> | null = null;

/**
 * Loaded once per page. Without it the shell still works: no banner and no help button, which
 * is the safe side (production look, no link to an unknown place).
 */
export function loadConfiguracao(): Promise<Configuracao | null> {
  cached ??= api.get<Configuracao>(CONFIGURACAO_PATH, { authenticated: false }).catch(() => null);
  return cached;
}

/** Tests load a fresh configuration per case. */
export function resetConfiguracao() {
  cached = null;
}

export function isStagingLike(config: Configuracao | null): boolean {
  return config?.ambiente === 'staging' || config?.ambiente === 'local';
}

export function useConfiguracao(): Configuracao | null {
  const [config, setConfig] = useState<Configuracao | null>(null);
  useEffect(() => {
    let alive = true;
    void loadConfiguracao().then((loaded) => {
      if (alive) setConfig(loaded);
    });
    return () => {
      alive = false;
    };
  }, []);
  return config;
}
