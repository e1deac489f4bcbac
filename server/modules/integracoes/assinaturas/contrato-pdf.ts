import { formatDateBR, grauParentescoNome, maskCpf } from '../../../../src/domain';
import { documentoDeTexto } from '../../../pdf/documento-de-texto';
import type { ContratoFamiliar } from '../contrato-familiar';
import ptBR from '../../../../i18n/pt-BR';

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
    `Contrato de adesão nº ${titular.numeroContrato}`,
    emitidoEm,
  );

  escrever(`Contrato de adesão ao plano de saúde nº ${titular.numeroContrato}`, {
    size: 16,
    font: negrito,
    gap: 12,
  });
  escrever('Contratante (titular)', { font: negrito });
  escrever(
    `${titular.nome}, CPF ${maskCpf(titular.cpf)}, nascido(a) em ${formatDateBR(titular.dataNascimento)}.`,
  );
  if (contrato.unidade) {
    escrever(`Unidade: ${contrato.unidade.nomeUnidade} (${contrato.unidade.uf}).`);
  }
  if (titular.diaVencimento) escrever(`Vencimento da mensalidade: dia ${titular.diaVencimento}.`);
  if (contrato.corretor) escrever(`Corretor: ${contrato.corretor.nome}.`);
  espacar(8);
  escrever('Beneficiários dependentes', { font: negrito });
  if (contrato.dependentes.length === 0) escrever(ptBR.mpa.semDependentes);
  for (const dependente of contrato.dependentes) {
    const grau = grauParentescoNome(dependente.grauParentescoId);
    escrever(
      `${dependente.nome}, CPF ${maskCpf(dependente.cpf)}${grau ? `, ${grau}` : ''}, nascido(a) em ${formatDateBR(dependente.dataNascimento)}.`,
    );
  }
  espacar(8);
  escrever('Cláusulas', { font: negrito });
  for (const clause of CLAUSULAS) escrever(clause);
  espacar(8);
  escrever(
    `Emitido em ${formatDateBR(emitidoEm)}. Assinatura eletrônica dos contratantes a seguir.`,
  );
  return pdf.save({ useObjectStreams: false });
}

const CLAUSULAS = [
  '1. O contratante adere ao plano de saúde coletivo por adesão nas condições da proposta aprovada, para si e para os dependentes relacionados.',
  '2. As carências seguem a legislação vigente e o grupo de carência definido na integração da proposta, respeitado o aproveitamento de carência informado.',
  '3. A mensalidade vence no dia escolhido e é reajustada nas datas e pelos índices previstos na regulamentação da ANS.',
  '4. As informações prestadas na declaração de saúde integram este contrato; omissões podem levar à aplicação de cobertura parcial temporária.',
];
