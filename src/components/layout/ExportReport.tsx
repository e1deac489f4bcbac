import { createContext, useContext, useState, type ReactNode } from 'react';
import { ExportReportDialog } from '../../resources/relatorios/ExportReportDialog';

/**
 * The 'Exportar relatório' dialog belongs to the area, not to the menu that opens it: react-admin
 * renders the sidebar's menu again when the viewport or the sidebar state changes (a production
 * build does it on the first layout pass), and a dialog kept in the menu's state closed with it.
 */
const OpenExportReport = createContext<() => void>(() => undefined);

export function ExportReportProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <OpenExportReport.Provider value={() => setOpen(true)}>
      {children}
      <ExportReportDialog open={open} onClose={() => setOpen(false)} />
    </OpenExportReport.Provider>
  );
}

/** Opens the area's export dialog. */
export function useOpenExportReport(): () => void {
  return useContext(OpenExportReport);
}
