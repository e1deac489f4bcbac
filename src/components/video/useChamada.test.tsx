import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider, resetLocale } from '../../providers/i18nProvider';
import { erroDeMidia } from './useChamada';

afterEach(() => resetLocale());

describe('erroDeMidia', () => {
  it('says in pt-BR why the camera could not be opened', () => {
    expect(erroDeMidia({ name: 'NotAllowedError' })).toBe(
      'O navegador não permitiu o uso da câmera e do microfone. Toque no cadeado ao lado do endereço, permita a câmera e o microfone e tente novamente.',
    );
    expect(erroDeMidia({ name: 'NotReadableError' })).toBe(
      'A câmera ou o microfone está em uso por outro aplicativo. Feche-o e tente novamente.',
    );
    expect(erroDeMidia(new Error('x'))).toBe(
      'Não foi possível abrir a câmera e o microfone. Tente novamente.',
    );
  });

  it('reads the camera error from the catalogue, in the chosen language', async () => {
    await i18nProvider.changeLocale('en');
    expect(erroDeMidia({ name: 'NotAllowedError' })).toBe(
      'The browser did not allow the camera and the microphone. Tap the padlock beside the address, allow the camera and the microphone and try again.',
    );
    expect(erroDeMidia({ name: 'NotFoundError' })).toBe(
      'We found no camera and microphone on this device. Connect them and try again.',
    );
  });
});
