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
 * 'Exportar' in a list's toolbar, where react-admin's ExportButton would be: instead of paging
 * through the data provider in the browser (react-admin's exporter stops at 1,000 rows and
 * holds them all), it asks the server for the CSV of the current filter and saves the answer.
 * Disabled while the file is being written and when the list is empty.
 */
export function ServerExportButton({
  request,
}: {
  request: (list: ListControllerResult) => ExportRequest;
}) {
  const list = useListContext();
  const onError = useErrorNotice();
  const [running, setRunning] = useState(false);

  const exportar = async () => {
    const { url, method, body, fileName } = request(list);
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
    <Button
      label="ra.action.export"
      onClick={() => void exportar()}
      disabled={running || list.total === 0}
    >
      {running ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />}
    </Button>
  );
}
