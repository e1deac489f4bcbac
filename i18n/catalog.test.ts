import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import en from './en';
import ptBR from './pt-BR';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the pt-BR catalog', () => {
  const english = leaves({ ra: englishMessages.ra } as unknown as Tree);
  const portuguese = leaves(ptBR as unknown as Tree);

  it('translates every react-admin key and invents none', () => {
    const raKeys = [...portuguese.keys()].filter((k) => k.startsWith('ra.'));
    expect(raKeys.sort()).toEqual([...english.keys()].sort());
  });

  it('keeps the placeholders and the plural separator of each react-admin text', () => {
    for (const [key, text] of english) {
      const translated = portuguese.get(key)!;
      expect(placeholders(translated), key).toEqual(placeholders(text));
      expect(translated.includes('||||'), key).toBe(text.includes('||||'));
    }
  });

  it('leaves no react-admin text in English', () => {
    // Texts that read the same in both languages: placeholders only, or a blank.
    const same = [...english].filter(
      ([key, text]) =>
        portuguese.get(key) === text && /[a-z]{3}/i.test(text.replace(/%\{\w+\}/g, '')),
    );
    expect(same.map(([key]) => key)).toEqual([]);
  });

  it('has the same application keys in English, so a missing one cannot reach the screen', () => {
    const app = (tree: Map<string, string>) =>
      [...tree.keys()].filter((k) => k.startsWith('app.')).sort();
    expect(app(leaves(en as unknown as Tree))).toEqual(app(portuguese));
  });

  it('writes the spec texts to the letter', () => {
    expect(ptBR.app.access_denied.title).toBe('Acesso negado!');
    expect(ptBR.app.access_denied.presentation).toBe('Ir para apresentação');
    expect(ptBR.app.banner.staging).toBe('Ambiente de homologação');
    expect(ptBR.app.modules.title).toBe('Módulos do Adesão');
    expect(ptBR.app.help.button).toBe('Dúvida? Clique aqui...');
    expect(ptBR.app.not_found.title).toBe('Página não encontrada');
    expect(ptBR.app.error.title).toBe('Erro inesperado.');
  });
});
