import { formatDateBR, grauParentescoNome, maskCpf } from '../../../../src/domain';
import { documentoDeTexto } from '../../../pdf/documento-de-texto';
import type { ContratoFamiliar } from '../contrato-familiar';
import ptBR from '../../../../i18n/pt-BR';
import { format } from '../../../../i18n/catalog';
import { servidor } from '../../../../i18n/pt-BR/servidor';

/** The contract's lines (catalogue 'servidor.integracoes.contratoPdf'; those both contracts say in 'servidor.comum'). */
const T = servidor.integracoes.contratoPdf;
const COMUM = servidor.comum.contratoPdf;

/**
 * The membership contract sent for e-signature: parties, beneficiaries and the essential
 * clauses. Deterministic: the same contract and `emitidoEm` give the same bytes, because a retry
 * of the outbox message must send exactly what the first try sent (same idempotency key).
 */
export async function gerarContratoPdf(
  contrato: ContratoFamiliar,
  emitidoEm: Date,
): Promise<Uint8Array> {
  const { titular } = contrato;
  const { pdf, negrito, escrever, espacar } = await documentoDeTexto(
    format(T.titulo, { numero: titular.numeroContrato }),
    emitidoEm,
  );

  escrever(format(T.cabecalho, { numero: titular.numeroContrato }), {
    size: 16,
    font: negrito,
    gap: 12,
  });
  escrever(T.contratante, { font: negrito });
  escrever(
    format(T.pessoa, {
      nome: titular.nome,
      cpf: maskCpf(titular.cpf),
      data: formatDateBR(titular.dataNascimento),
    }),
  );
  if (contrato.unidade) {
    const { nomeUnidade, uf } = contrato.unidade;
    escrever(format(COMUM.unidade, { unidade: nomeUnidade, uf }));
  }
  if (titular.diaVencimento) escrever(format(COMUM.vencimento, { dia: titular.diaVencimento }));
  if (contrato.corretor) escrever(format(T.corretor, { corretor: contrato.corretor.nome }));
  espacar(8);
  escrever(T.dependentes, { font: negrito });
  if (contrato.dependentes.length === 0) escrever(ptBR.mpa.semDependentes);
  for (const dependente of contrato.dependentes) {
    const grau = grauParentescoNome(dependente.grauParentescoId);
    const pessoa = {
      nome: dependente.nome,
      cpf: maskCpf(dependente.cpf),
      data: formatDateBR(dependente.dataNascimento),
    };
    escrever(
      grau
        ? format(T.pessoaComParentesco, { ...pessoa, parentesco: grau })
        : format(T.pessoa, pessoa),
    );
  }
  espacar(8);
  escrever(COMUM.clausulas, { font: negrito });
  for (const clause of Object.values(T.clausulas)) escrever(clause);
  espacar(8);
  escrever(format(T.emitido, { data: formatDateBR(emitidoEm) }));
  return pdf.save({ useObjectStreams: false });
}
