import DownloadIcon from '@mui/icons-material/GetApp';
import { CircularProgress } from '@mui/material';
import { useState } from 'react';
import { Button, useListContext, type ListControllerResult } from 'react-admin';
import { downloadFile } from '../providers/download';
import { useErrorNotice } from './useErrorNotice';

/** The call that exports a list as it stands: the server reads every row of the filter. */
export interface ExportRequest {
  url: string;
  method: 'GET' | 'POST';
  body?: unknown;
  /** The file's name when the server gives none. */
  fileName: string;
}

/**
 * 'Exportar' for any list, given the call of its current filter: asks the server for the CSV
 * and saves the answer, with a spinner meanwhile and the server's message on a refusal.
 */
export function ExportFileButton({
  request,
  disabled = false,
}: {
  request: () => ExportRequest;
  disabled?: boolean;
}) {
  const onError = useErrorNotice();
  const [running, setRunning] = useState(false);

  const exportar = async () => {
    const { url, method, body, fileName } = request();
    setRunning(true);
    try {
      await downloadFile(url, { method, body }, fileName);
    } catch (failure) {
      onError(failure);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Button label="ra.action.export" onClick={() => void exportar()} disabled={running || disabled}>
      {running ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />}
    </Button>
  );
}

/**
 * 'Exportar' in a react-admin list's toolbar, where react-admin's ExportButton would be: instead
 * of paging through the data provider in the browser (react-admin's exporter stops at 1,000 rows
 * and holds them all), it asks the server for the CSV of the current filter. Disabled on an
 * empty list.
 */
export function ServerExportButton({
  request,
}: {
  request: (list: ListControllerResult) => ExportRequest;
}) {
  const list = useListContext();
  return <ExportFileButton request={() => request(list)} disabled={list.total === 0} />;
}
