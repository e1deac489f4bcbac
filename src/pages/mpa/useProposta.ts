import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { obterPropostaAdesao, PublicCallError, type PropostaAdesaoProponente } from './api';
import { limparProponente } from './store';
import { textsOf } from '../../providers/i18nProvider';

/** The page of each step the proposal may be in. */
export const ROTA_POR_ETAPA = {
  termo: 'confirmacao',
  declaracao: 'declaracao',
  atendimento: 'atendimento',
  concluido: 'sucesso',
} as const;

/** Sends the applicant back to the access form, saying the session expired. */
export function useVoltarAoAcesso(token: string) {
  const navigate = useNavigate();
  return useCallback(() => {
    limparProponente();
    navigate(`/mpa/${token}`, { replace: true, state: { expirada: true } });
  }, [navigate, token]);
}

/** True when the call failed because the session is gone (401): the page asks again. */
export const sessaoPerdida = (error: unknown) =>
  error instanceof PublicCallError && error.status === 401;

/**
 * Something the applicant's session reads (the proposal, the attendance queue): loaded on
 * arrival and on `recarregar`; a lost session goes back to the access form, any other failure
 * is a message to retry.
 */
export function useLeituraDoProponente<T>(
  token: string,
  ler: (token: string) => Promise<{ data: T }>,
) {
  const t = textsOf('mpa');
  const voltar = useVoltarAoAcesso(token);
  const [dados, setDados] = useState<T | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [tentativa, setTentativa] = useState(0);
  useEffect(() => {
    let vivo = true;
    setErro(null);
    ler(token).then(
      ({ data }) => vivo && setDados(data),
      (error: unknown) => {
        if (!vivo) return;
        if (sessaoPerdida(error)) voltar();
        else setErro(t('falhaGenerica'));
      },
    );
    return () => {
      vivo = false;
    };
  }, [token, ler, voltar, tentativa, t]);
  return { dados, erro, recarregar: () => setTentativa((n) => n + 1) };
}

/** The proposal as the applicant sees it. */
export function useProposta(token: string) {
  const { dados, erro, recarregar } = useLeituraDoProponente<PropostaAdesaoProponente>(
    token,
    obterPropostaAdesao,
  );
  return { proposta: dados, erro, recarregar };
}
