/** Hands a file to the browser as a download under the given name. */
export function salvarArquivo(file: Blob, nome: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = nome;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has handed the URL to the download; free it on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
