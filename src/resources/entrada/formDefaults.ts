import { TIPO_PROPOSTA, type TipoEntrada } from '../../domain';

const beneficiario = () => ({
  cpf: '',
  nome: '',
  nomeSocial: '',
  dataNascimento: '',
  nomeMae: '',
  cartaoNacionalSaude: '',
  estadoCivilId: '',
  sexoId: '',
});

export const dependenteVazio = () => ({ grauParentescoId: '', ...beneficiario() });

/** An empty form; a saved draft is laid over it, so fields added later still exist. */
export function formularioVazio(tipo: TipoEntrada) {
  return {
    tipo,
    titular: { ...beneficiario(), email: '', celular: '', telefone: '' },
    endereco: {
      cep: '',
      logradouro: '',
      numero: '',
      complemento: '',
      bairro: '',
      cidade: '',
      uf: '',
    },
    dependentes: [] as ReturnType<typeof dependenteVazio>[],
    venda: { codigoUnidade: '', planoSaudeId: '', corretorId: '', diaVencimento: '' },
    ...(tipo === TIPO_PROPOSTA.Portabilidade
      ? {
          portabilidade: {
            advindoOutraOperadora: true,
            operadoraOrigem: '',
            tempoPermanenciaMeses: '',
            dataAproveitamentoCarencia: '',
          },
        }
      : {}),
  };
}

export type FormularioEntrada = ReturnType<typeof formularioVazio>;

/** The draft over the empty form, section by section. */
export function comRascunho(tipo: TipoEntrada, dados: Record<string, unknown>): FormularioEntrada {
  const vazio = formularioVazio(tipo);
  const merged: Record<string, unknown> = { ...vazio };
  for (const [key, value] of Object.entries(dados)) {
    if (!(key in vazio) || key === 'tipo') continue;
    const base = (vazio as Record<string, unknown>)[key];
    merged[key] =
      Array.isArray(value) || typeof value !== 'object' || value === null
        ? value
        : { ...(base as object), ...value };
  }
  return merged as FormularioEntrada;
}
