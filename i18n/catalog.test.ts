import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { format } from './catalog';
import en from './en';
import ptBR from './pt-BR';
import navegador from './pt-BR/navegador';

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
const portuguese = leaves(ptBR as unknown as Tree);
const english = leaves(en as unknown as Tree);

describe('the pt-BR catalog', () => {
  const raEnglish = leaves({ ra: englishMessages.ra } as unknown as Tree);

  it('translates every react-admin key and invents none', () => {
    const raKeys = [...portuguese.keys()].filter((k) => k.startsWith('ra.'));
    expect(raKeys.sort()).toEqual([...raEnglish.keys()].sort());
  });

  it('keeps the placeholders and the plural separator of each react-admin text', () => {
    for (const [key, text] of raEnglish) {
      const translated = portuguese.get(key)!;
      expect(placeholders(translated), key).toEqual(placeholders(text));
      expect(translated.includes('||||'), key).toBe(text.includes('||||'));
    }
  });

  it('leaves no react-admin text in English', () => {
    // Texts that read the same in both languages: placeholders only, or a blank.
    const same = [...raEnglish].filter(
      ([key, text]) =>
        portuguese.get(key) === text && /[a-z]{3}/i.test(text.replace(/%\{\w+\}/g, '')),
    );
    expect(same.map(([key]) => key)).toEqual([]);
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

describe('the part of the pt-BR catalog the first script carries', () => {
  it('is every namespace but the server’s texts, which come with the English download', () => {
    expect(Object.keys(navegador).sort()).toEqual(
      Object.keys(ptBR)
        .filter((namespace) => namespace !== 'servidor')
        .sort(),
    );
    expect(ptBR.servidor).toBeDefined();
  });
});

describe('the English catalog', () => {
  it('has exactly the keys of pt-BR, so a missing one cannot reach the screen', () => {
    expect([...english.keys()].sort()).toEqual([...portuguese.keys()].sort());
  });

  it('keeps the placeholders and the plural separator of each pt-BR text', () => {
    const differ = [...portuguese]
      .filter(([key, text]) => {
        const translated = english.get(key) ?? '';
        return (
          placeholders(translated).join() !== placeholders(text).join() ||
          translated.includes('||||') !== text.includes('||||')
        );
      })
      .map(([key]) => key);
    expect(differ).toEqual([]);
  });

  it('is written in English: no application text is left as its pt-BR original', () => {
    // Names and codes read the same in both languages ('CPF', 'UF', 'PecFast', 'Adesão').
    const same = [...portuguese]
      .filter(([key]) => !key.startsWith('ra.'))
      .filter(
        ([key, text]) =>
          english.get(key) === text && /[a-zà-ú]{4}/.test(text.replace(/%\{\w+\}/g, '')),
      )
      .filter(([, text]) => !SAME_IN_BOTH.has(text))
      // The states' and units' names are proper nouns (only 'Matriz' is a word there).
      .filter(([key]) => !/^cadastros\.opcoes\.(uf|codigoUnidade)\./.test(key))
      .map(([key]) => key);
    expect(same).toEqual([]);
  });
});

/** Texts that are names, or read the same in English. */
const SAME_IN_BOTH = new Set([
  '%{periodo} (online)',
  'Adesão',
  'Adesão: %{conteudo}',
  'Dashboard',
  'E-mail',
  'E-mail: %{email}',
  'Links',
  'Online',
  'Receita Federal',
  'Regional',
  'Total',
  'WhatsApp',
]);

describe('format, the server reading a catalogue text', () => {
  it('fills the placeholders and leaves an unknown one as written', () => {
    expect(format('Dia %{dia} de %{mes}', { dia: 5 })).toBe('Dia 5 de %{mes}');
  });

  it('chooses singular or plural by smart_count with the Portuguese rule', () => {
    const text = '%{smart_count} mês |||| %{smart_count} meses';
    expect(format(text, { smart_count: 1 })).toBe('1 mês');
    expect(format(text, { smart_count: 0 })).toBe('0 meses');
    expect(format(text, { smart_count: 12 })).toBe('12 meses');
  });
});
