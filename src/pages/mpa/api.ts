import { publicCall } from '../../providers/publicClient';

export { PublicCallError } from '../../providers/publicClient';

export interface Pessoa {
  nome: string;
  cpf: string;
  dataNascimento: string;
  /** The ANS age band on the term's day ('59 anos ou mais'). */
  faixaEtaria: string;
  /** null: no price table is valid on the term's day. */
  valorMensal: number | null;
}

export interface PropostaAdesaoProponente {
  numeroContrato: number;
  identificadorUsuario: string;
  nomeProponente: string;
  etapa: 'termo' | 'declaracao' | 'atendimento' | 'concluido';
  plano: { nome: string; acomodacao: string | null } | null;
  titular: Pessoa;
  dependentes: (Pessoa & { parentesco: string })[];
  valorTotalMensal: number | null;
  /** The day the prices are of (yyyy-MM-dd); `aviso` when there is no price to agree to. */
  preco: { dia: string; aviso: string | null };
  termo: { versao: string; texto: string[] };
}

export interface PerguntaDeclaracao {
  id: number;
  etapaId: number;
  ordem: number;
  texto: string;
  pedeDetalhamento: boolean;
  /** A 'Sim' here declares something, which brings the CPT acceptance. */
  dadoSaude: boolean;
  resposta: { seAplica: boolean; detalhamento: string | null } | null;
}

export interface DeclaracaoProponente {
  id: number;
  titulo: string;
  cpt: string;
  possuiCpt: boolean;
  aberta: boolean;
  nomeBeneficiario: string;
  nomeSocialBeneficiario: string | null;
  perguntas: PerguntaDeclaracao[];
}

export const validarAcesso = (body: { cpf: string; dataNascimento: string; token: string }) =>
  publicCall<null>('POST', '/api/proponenteDmz/validarAcesso', body);

/** A registered contact the one-time code may go to, shown masked ('(11) *****-4321'). */
export interface ContatoCodigo {
  id: string;
  canal: 'sms' | 'email';
  destino: string;
}

export const contatosCodigo = (token: string) =>
  publicCall<ContatoCodigo[]>('POST', '/api/proponenteDmz/codigo/contatos', { token });

export const enviarCodigo = (token: string, contato: string) =>
  publicCall<{ canal: string; destino: string; expiraEm: string }>(
    'POST',
    '/api/proponenteDmz/codigo/enviar',
    { token, contato },
  );

export const confirmarCodigo = (token: string, codigo: string) =>
  publicCall<null>('POST', '/api/proponenteDmz/codigo/confirmar', { token, codigo });

export interface AtendimentoProponente {
  naFila: boolean;
  agendamento: { inicio: string; fim: string } | null;
  /** The open video room's path on this site, once the nurse opened it. */
  sala: string | null;
}

export const obterAtendimento = (token: string) =>
  publicCall<AtendimentoProponente>(
    'POST',
    `/api/proponenteDmz/${encodeURIComponent(token)}/atendimento`,
  );

export const obterPropostaAdesao = (token: string) =>
  publicCall<PropostaAdesaoProponente>('POST', '/api/proponenteDmz/obterPropostaAdesao', {
    token,
  });

export const registrarIntencaoCompra = (token: string) =>
  publicCall<null>(
    'GET',
    `/api/proponenteDmz/${encodeURIComponent(token)}/registrarIntencaoCompra`,
  );

export const obterDeclaracao = (token: string) =>
  publicCall<DeclaracaoProponente>(
    'GET',
    `/api/proponenteDmz/${encodeURIComponent(token)}/declaracaoSaude`,
  );

export const salvarResposta = (
  token: string,
  body: { perguntaId: number; seAplica: boolean; detalhamento: string | null },
) =>
  publicCall<null>(
    'PUT',
    `/api/proponenteDmz/${encodeURIComponent(token)}/declaracaoSaude/resposta`,
    body,
  );

export const concluirDeclaracao = (token: string) =>
  publicCall<null>(
    'POST',
    `/api/proponenteDmz/${encodeURIComponent(token)}/declaracaoSaude/concluir`,
  );

/** Whether the applicant's selfie is already with the nursing team (never the image itself). */
export interface SituacaoSelfie {
  enviada: boolean;
  dataEnvio: string | null;
}

export const obterSelfie = (token: string) =>
  publicCall<SituacaoSelfie>('GET', `/api/proponenteDmz/${encodeURIComponent(token)}/selfie`);

export const enviarSelfie = (token: string, foto: Blob, nome: string) => {
  const form = new FormData();
  form.append('arquivo', foto, nome);
  return publicCall<SituacaoSelfie>(
    'POST',
    `/api/proponenteDmz/${encodeURIComponent(token)}/selfie`,
    form,
  );
};
