import { useEffect, useState, type ReactNode } from 'react';
import { loadConfiguracao } from '../../providers/configuracao';
import { NotFoundContent } from '../../pages/NotFoundPage';

/**
 * Renders its children only outside production. In production (or when the environment cannot
 * be read: the safe side) the address is an unknown page, as the API's 404 says.
 */
export function ForaDeProducao({ children }: { children: ReactNode }) {
  const [ambiente, setAmbiente] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    void loadConfiguracao().then((config) => {
      if (alive) setAmbiente(config?.ambiente ?? null);
    });
    return () => {
      alive = false;
    };
  }, []);
  if (ambiente === undefined) return null;
  if (ambiente === null || ambiente === 'production') return <NotFoundContent />;
  return <>{children}</>;
}
