import { publicCall } from '../../providers/publicClient';

export { PublicCallError } from '../../providers/publicClient';

export interface Pessoa {
  nome: string;
  cpf: string;
  dataNascimento: string;
  valorMensal: number;
}

export interface PropostaAdesaoProponente {
  numeroContrato: number;
  identificadorUsuario: string;
  nomeProponente: string;
  etapa: 'termo' | 'declaracao' | 'concluido';
  plano: { nome: string; acomodacao: string };
  titular: Pessoa;
  dependentes: (Pessoa & { parentesco: string })[];
  valorTotalMensal: number;
  termo: { versao: string; texto: string[] };
}

export interface PerguntaDeclaracao {
  id: number;
  etapaId: number;
  ordem: number;
  texto: string;
  pedeDetalhamento: boolean;
  resposta: { seAplica: boolean; detalhamento: string | null } | null;
}

export interface DeclaracaoProponente {
  id: number;
  titulo: string;
  cpt: string;
  aberta: boolean;
  nomeBeneficiario: string;
  nomeSocialBeneficiario: string | null;
  perguntas: PerguntaDeclaracao[];
}

export const validarAcesso = (body: { cpf: string; dataNascimento: string; token: string }) =>
  publicCall<null>('POST', '/api/proponenteDmz/validarAcesso', body);

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
