/** The longest side of the photo sent: plenty for a face, a few hundred KB on a phone's data. */
const LADO_MAXIMO = 1280;

/**
 * A camera photo shrunk to at most 1280 px and re-encoded as JPEG before it leaves the phone:
 * a 12 MP original is 3 to 5 MB on a mobile connection, and re-encoding drops the EXIF data
 * (the place the photo was taken). Where the browser cannot decode it (an old browser, a
 * format it does not draw), the original goes as it is and the server judges it.
 */
export async function reduzirFoto(arquivo: File): Promise<{ foto: Blob; nome: string }> {
  try {
    const imagem = await createImageBitmap(arquivo);
    const escala = Math.min(1, LADO_MAXIMO / Math.max(imagem.width, imagem.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(imagem.width * escala);
    canvas.height = Math.round(imagem.height * escala);
    const contexto = canvas.getContext('2d');
    if (!contexto) throw new Error('sem canvas');
    contexto.drawImage(imagem, 0, 0, canvas.width, canvas.height);
    imagem.close();
    const foto = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.85),
    );
    if (!foto) throw new Error('sem JPEG');
    return { foto, nome: 'selfie.jpg' };
  } catch {
    return { foto: arquivo, nome: arquivo.name || 'selfie' };
  }
}
