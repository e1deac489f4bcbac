import { ColumnsButton } from 'react-admin';
import { colunasKey } from './colunasNoServidor';
import { VisoesButton } from './VisoesButton';

/**
 * What every list's toolbar offers for its own layout: the column chooser (the table must use
 * the same `storeKey={colunasKey(lista)}`) and the saved views.
 */
export function FerramentasDaLista({ lista }: { lista: string }) {
  return (
    <>
      <ColumnsButton storeKey={colunasKey(lista)} />
      <VisoesButton lista={lista} />
    </>
  );
}
