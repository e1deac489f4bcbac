import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ExportReportDialog } from '../../resources/relatorios/ExportReportDialog';

/**
 * The 'Exportar relatório' dialog belongs to the area, not to the menu that opens it: react-admin
 * renders the sidebar's menu again when the viewport or the sidebar state changes (a production
 * build does it on the first layout pass), and a dialog kept in the menu's state closed with it.
 */
const OpenExportReport = createContext<() => void>(() => undefined);

export function ExportReportProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // The same function and the same dialog element on each of the layout's renders (every
  // navigation): the menu's entries that get it and the closed dialog are then left alone.
  const abrir = useCallback(() => setOpen(true), []);
  const fechar = useCallback(() => setOpen(false), []);
  const dialogo = useMemo(
    () => <ExportReportDialog open={open} onClose={fechar} />,
    [open, fechar],
  );
  return (
    <OpenExportReport.Provider value={abrir}>
      {children}
      {dialogo}
    </OpenExportReport.Provider>
  );
}

/** Opens the area's export dialog. */
export function useOpenExportReport(): () => void {
  return useContext(OpenExportReport);
}
