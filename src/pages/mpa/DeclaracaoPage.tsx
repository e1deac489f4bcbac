import { Alert, Box, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { perguntaAplicavel } from '../../domain';
import {
  concluirDeclaracao,
  obterDeclaracao,
  PublicCallError,
  salvarResposta,
  type DeclaracaoProponente,
} from './api';
import { Carregando, FalhaCarga } from './Carregando';
import { MpaLayout } from './MpaLayout';
import { PerguntaPasso, type RespostaLocal } from './PerguntaPasso';
import { sessaoPerdida, useVoltarAoAcesso } from './useProposta';
import { textsOf } from '../../providers/i18nProvider';

type Respostas = Record<number, RespostaLocal>;

/**
 * The questions asked, given the answers so far: the CPT acceptance only when something was
 * declared (the domain's rule, which the server applies too). A question not answered yet may
 * still declare something, so the CPT step stays counted until every answer is 'Não'; it
 * follows the answer being chosen, so the progress and 'Concluir' are right before 'Continuar'.
 */
function perguntasPedidas(declaracao: DeclaracaoProponente, respostas: Respostas) {
  const dadas = declaracao.perguntas.map((p) => ({
    etapaId: p.etapaId,
    dadoSaude: p.dadoSaude,
    seAplica: respostas[p.id]?.seAplica ?? true,
  }));
  return declaracao.perguntas.filter((p) => perguntaAplicavel(p, dadas, declaracao.possuiCpt));
}

/**
 * /mpa/{token}/declaracao: the active health declaration, one question per screen in the order
 * of its steps (OrientacaoMedica, DeclaracaoSaude, InformacoesAdicionais, AceiteCPT). Each
 * answer is saved on 'Continuar', so a visit interrupted halfway resumes where it stopped.
 */
export default function DeclaracaoPage() {
  const t = textsOf('mpa');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const voltarAoAcesso = useVoltarAoAcesso(token);
  const [declaracao, setDeclaracao] = useState<DeclaracaoProponente | null>(null);
  const [respostas, setRespostas] = useState<Respostas>({});
  const [indice, setIndice] = useState(0);
  const [mudouPergunta, setMudouPergunta] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [falhaCarga, setFalhaCarga] = useState<string | null>(null);
  const [salvando, setSalvando] = useState(false);
  const [tentativa, setTentativa] = useState(0);

  useEffect(() => {
    let vivo = true;
    setFalhaCarga(null);
    obterDeclaracao(token).then(
      ({ data }) => {
        if (!vivo) return;
        if (!data.aberta) return navigate(`/mpa/${token}/sucesso`, { replace: true });
        const iniciais: Respostas = {};
        for (const p of data.perguntas)
          iniciais[p.id] = {
            seAplica: p.resposta?.seAplica ?? null,
            detalhamento: p.resposta?.detalhamento ?? '',
          };
        const pedidas = perguntasPedidas(data, iniciais);
        const primeiraAberta = pedidas.findIndex((p) => !p.resposta);
        setRespostas(iniciais);
        setIndice(primeiraAberta < 0 ? pedidas.length - 1 : primeiraAberta);
        setDeclaracao(data);
      },
      (error: unknown) => {
        if (!vivo) return;
        if (sessaoPerdida(error)) voltarAoAcesso();
        else setFalhaCarga(t('falhaGenerica'));
      },
    );
    return () => {
      vivo = false;
    };
  }, [token, navigate, voltarAoAcesso, tentativa, t]);

  const pedidas = declaracao ? perguntasPedidas(declaracao, respostas) : [];
  const pergunta = pedidas[Math.min(indice, pedidas.length - 1)];
  const ultima = !!declaracao && indice >= pedidas.length - 1;

  const continuar = async () => {
    if (!declaracao || !pergunta) return;
    const resposta = respostas[pergunta.id];
    if (resposta.seAplica == null) return setErro(t('respostaObrigatoria'));
    const detalhamento = resposta.detalhamento.trim();
    if (resposta.seAplica && pergunta.pedeDetalhamento && !detalhamento)
      return setErro(t('detalhamentoObrigatorio'));
    setErro(null);
    setSalvando(true);
    try {
      await salvarResposta(token, {
        perguntaId: pergunta.id,
        seAplica: resposta.seAplica,
        detalhamento: resposta.seAplica && pergunta.pedeDetalhamento ? detalhamento : null,
      });
      if (ultima) {
        await concluirDeclaracao(token);
        navigate(`/mpa/${token}/declaracao/concluida`);
        return;
      }
      setMudouPergunta(true);
      setIndice(indice + 1);
    } catch (error) {
      if (sessaoPerdida(error)) return voltarAoAcesso();
      const message = error instanceof PublicCallError ? error.messages[0] : undefined;
      setErro(message ?? t('falhaGenerica'));
    } finally {
      setSalvando(false);
    }
  };

  return (
    <MpaLayout title={declaracao?.titulo ?? t('tituloDeclaracao')}>
      {falhaCarga && (
        <FalhaCarga mensagem={falhaCarga} onRetry={() => setTentativa((n) => n + 1)} />
      )}
      {!falhaCarga && !declaracao && <Carregando />}
      {declaracao && pergunta && (
        <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), void continuar())}>
          <PerguntaPasso
            pergunta={pergunta}
            numero={indice + 1}
            total={pedidas.length}
            cpt={declaracao.cpt}
            resposta={respostas[pergunta.id]}
            onChange={(r) => {
              setRespostas({ ...respostas, [pergunta.id]: r });
              setErro(null);
            }}
            erro={erro}
            focar={mudouPergunta}
          />
          <Box
            sx={{
              display: 'flex',
              gap: 2,
              mt: 3,
              flexDirection: { xs: 'column-reverse', sm: 'row' },
            }}
          >
            {indice > 0 && (
              <Button
                variant="outlined"
                fullWidth
                onClick={() => {
                  setErro(null);
                  setMudouPergunta(true);
                  setIndice(indice - 1);
                }}
              >
                {t('voltar')}
              </Button>
            )}
            <Button type="submit" variant="contained" fullWidth disabled={salvando}>
              {salvando ? t('salvando') : ultima ? t('concluir') : t('continuar')}
            </Button>
          </Box>
        </Box>
      )}
      {declaracao && declaracao.perguntas.length === 0 && (
        <Alert severity="info">{t('falhaGenerica')}</Alert>
      )}
    </MpaLayout>
  );
}
