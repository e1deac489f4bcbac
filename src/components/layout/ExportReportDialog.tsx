import ConstructionIcon from '@mui/icons-material/ConstructionOutlined';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The 'Exportar relatório' menu item opens the export dialog (document 2, section 2.5). The
 * reports issue builds its form; until then the dialog says plainly that it is not available.
 */
export function ExportReportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="exportar-relatorio-titulo">
      <DialogTitle id="exportar-relatorio-titulo">Exportar Relatório</DialogTitle>
      <DialogContent>
        <Alert severity="info" icon={<ConstructionIcon />}>
          <strong>{translate('app.under_construction.title')}</strong>
          {' — '}
          {translate('app.under_construction.export_report')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.under_construction.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
