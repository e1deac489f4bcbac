import { describe, expect, it } from 'vitest';
import SENHAS_COMUNS from './dados/senhas-comuns.json';
import { problemaDaSenha, SENHA_MENSAGENS, senhaComum } from './senhas';

describe('password policy (ASVS 6.2)', () => {
  it('refuses fewer than 8 characters', () => {
    expect(problemaDaSenha('Ab#1234')).toBe(SENHA_MENSAGENS.curta);
    expect(problemaDaSenha('Ab#12345')).toBeNull();
  });

  it('refuses the most common passwords, whatever their case', () => {
    expect(problemaDaSenha('12345678')).toBe(SENHA_MENSAGENS.comum);
    expect(problemaDaSenha('PASSWORD1')).toBe(SENHA_MENSAGENS.comum);
    expect(problemaDaSenha('Senha@123')).toBe(SENHA_MENSAGENS.comum);
    // The demo accounts' password is published in the README.
    expect(senhaComum('Adesao@2026')).toBe(true);
    expect(senhaComum('Vaca-Amarela-Pulou')).toBe(false);
  });

  it('refuses the current password as the new one', () => {
    expect(problemaDaSenha('Vaca-Amarela-Pulou', 'Vaca-Amarela-Pulou')).toBe(
      SENHA_MENSAGENS.igualAtual,
    );
    expect(problemaDaSenha('Vaca-Amarela-Pulou', 'Outra#Senha9')).toBeNull();
  });

  it('ships a list in lower case with only entries the length rule lets through', () => {
    expect(SENHAS_COMUNS.length).toBeGreaterThan(100);
    for (const senha of SENHAS_COMUNS) {
      expect(senha).toBe(senha.toLowerCase());
      expect(senha.length).toBeGreaterThanOrEqual(8);
    }
  });
});
