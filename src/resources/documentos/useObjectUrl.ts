import { useEffect, useState } from 'react';

/**
 * A blob: URL for a file held in memory, revoked when the file changes or the screen goes
 * away, so previews never leak the documents' bytes for the life of the tab.
 */
export function useObjectUrl(file: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
