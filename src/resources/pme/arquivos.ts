// The PME screens' file helpers; saveBlob and fileNameOf are the whole client's.
export { fileNameOf, saveBlob } from '../../providers/download';

export function base64ToBlob(base64: string, contentType: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: contentType });
}
