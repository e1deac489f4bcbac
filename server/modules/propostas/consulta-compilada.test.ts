import { and, eq, inArray } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { propostasAdesao as p } from '../../db/schema';
import { compilarWhere, ConsultasCompiladas } from './consulta-compilada';

describe('compilarWhere', () => {
  it('gives the same text to the same shape with other values, and keeps the values apart', () => {
    const a = compilarWhere(and(eq(p.codigoUnidade, 8), inArray(p.tipo, [0, 1])));
    const b = compilarWhere(and(eq(p.codigoUnidade, 3), inArray(p.tipo, [2, 0])));
    expect(a.texto).toBe(b.texto);
    expect(a.valores).toEqual({ w1: 8, w2: 0, w3: 1 });
    expect(b.valores).toEqual({ w1: 3, w2: 2, w3: 0 });
    // Another number of listed values is another shape.
    expect(compilarWhere(inArray(p.tipo, [0, 1, 2])).texto).not.toBe(
      compilarWhere(inArray(p.tipo, [0, 1])).texto,
    );
  });

  it('rebuilds the WHERE with a placeholder where each value was', () => {
    const { fragmento, valores } = compilarWhere(and(eq(p.codigoUnidade, 8), eq(p.tipo, 2)));
    const built = new PgDialect().sqlToQuery(fragmento);
    expect(built.sql).toBe(
      '("propostas_adesao"."codigo_unidade" = $1 and "propostas_adesao"."tipo" = $2)',
    );
    expect(built.params.map((param) => (param as { name: string }).name)).toEqual(['w1', 'w2']);
    expect(valores).toEqual({ w1: 8, w2: 2 });
  });

  it('reads no WHERE as true', () => {
    expect(compilarWhere(undefined)).toMatchObject({ texto: 'true', valores: {} });
  });
});

describe('ConsultasCompiladas', () => {
  it('compiles a key once and drops the least recently used beyond its limit', () => {
    const consultas = new ConsultasCompiladas<string>(2);
    let compilacoes = 0;
    const obter = (chave: string) => consultas.obter(chave, () => `${chave}#${++compilacoes}`);
    expect(obter('a')).toBe('a#1');
    expect(obter('b')).toBe('b#2');
    expect(obter('a')).toBe('a#1');
    // 'b' is now the least recently used: 'c' takes its place, and 'b' is compiled again.
    expect(obter('c')).toBe('c#3');
    expect(obter('a')).toBe('a#1');
    expect(obter('b')).toBe('b#4');
  });
});
