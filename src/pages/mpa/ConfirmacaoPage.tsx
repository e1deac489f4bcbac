import {
  Alert,
  Box,
  Button,
  Checkbox,
  Divider,
  FormControlLabel,
  Paper,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { formatData, formatReais } from '../../domain';
import { registrarIntencaoCompra, type Pessoa } from './api';
import { Carregando, FalhaCarga } from './Carregando';
import { MpaLayout } from './MpaLayout';
import { ROTA_POR_ETAPA, sessaoPerdida, useProposta, useVoltarAoAcesso } from './useProposta';
import { textsOf } from '../../providers/i18nProvider';

function PessoaResumo({ pessoa, parentesco }: { pessoa: Pessoa; parentesco?: string }) {
  const t = textsOf('mpa');
  return (
    <Box component="li" sx={{ py: 1.5 }}>
      <Typography sx={{ fontWeight: 700 }}>{pessoa.nome}</Typography>
      {parentesco && <Typography>{parentesco}</Typography>}
      <Typography>
        {t('cpf')}: {pessoa.cpf}
      </Typography>
      <Typography>
        {t('nascidoEm')}: {formatData(pessoa.dataNascimento)}
      </Typography>
      <Typography>
        {t('faixaEtaria')}: {pessoa.faixaEtaria}
      </Typography>
      <Typography>
        {t('valorMensal')}:{' '}
        {pessoa.valorMensal == null ? t('valorIndisponivel') : formatReais(pessoa.valorMensal)}
      </Typography>
    </Box>
  );
}

/**
 * /mpa/{token}/confirmacao: the plan, the holder, the dependents and the monthly prices of the
 * plan's price table, the term's text, and the button that registers the purchase intent. With
 * no valid price there is nothing to agree to: the page says so and offers no confirmation
 * (the server refuses it too).
 */
export default function ConfirmacaoPage() {
  const t = textsOf('mpa');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const voltar = useVoltarAoAcesso(token);
  const { proposta, erro, recarregar } = useProposta(token);
  const [li, setLi] = useState(false);
  const [marcarErro, setMarcarErro] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [falha, setFalha] = useState<string | null>(null);

  useEffect(() => {
    if (proposta && proposta.etapa !== 'termo')
      navigate(`/mpa/${token}/${ROTA_POR_ETAPA[proposta.etapa]}`, { replace: true });
  }, [proposta, navigate, token]);

  const confirmar = async () => {
    if (!li) {
      setMarcarErro(true);
      return;
    }
    setEnviando(true);
    setFalha(null);
    try {
      await registrarIntencaoCompra(token);
      navigate(`/mpa/${token}/sucesso`);
    } catch (error) {
      if (sessaoPerdida(error)) return voltar();
      setFalha(t('falhaGenerica'));
      setEnviando(false);
    }
  };

  return (
    <MpaLayout title={t('tituloConfirmacao')}>
      {erro && <FalhaCarga mensagem={erro} onRetry={recarregar} />}
      {!erro && !proposta && <Carregando />}
      {proposta && (
        <>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="plano"
            sx={{ p: 2, mb: 3 }}
          >
            <Typography variant="h2" id="plano" sx={{ mb: 1 }}>
              {t('plano')}
            </Typography>
            {proposta.plano ? (
              <>
                <Typography sx={{ fontWeight: 700 }}>{proposta.plano.nome}</Typography>
                <Typography>
                  {t('acomodacao')}: {proposta.plano.acomodacao ?? t('acomodacaoNaoInformada')}
                </Typography>
              </>
            ) : (
              <Typography>{t('semPlano')}</Typography>
            )}
          </Paper>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="titular"
            sx={{ p: 2, mb: 3 }}
          >
            <Typography variant="h2" id="titular">
              {t('titular')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              <PessoaResumo pessoa={proposta.titular} />
            </Box>
          </Paper>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="dependentes"
            sx={{ p: 2, mb: 3 }}
          >
            <Typography variant="h2" id="dependentes">
              {t('dependentes')}
            </Typography>
            {proposta.dependentes.length === 0 ? (
              <Typography sx={{ py: 1 }}>{t('semDependentes')}</Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {proposta.dependentes.map((d, i) => (
                  <PessoaResumo key={i} pessoa={d} parentesco={d.parentesco} />
                ))}
              </Box>
            )}
            <Divider sx={{ my: 1 }} />
            {proposta.valorTotalMensal == null ? (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {proposta.preco.aviso}
              </Alert>
            ) : (
              <>
                <Typography variant="h2" component="p" sx={{ mt: 1 }}>
                  {t('valorTotal')}: {formatReais(proposta.valorTotalMensal)}
                </Typography>
                <Typography variant="body2">
                  {t('precosDoDia', { dia: formatData(proposta.preco.dia) })}
                </Typography>
              </>
            )}
          </Paper>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="termo"
            sx={{ p: 2, mb: 3 }}
          >
            <Typography variant="h2" id="termo" sx={{ mb: 1 }}>
              {t('termo')}
            </Typography>
            {proposta.termo.texto.map((paragrafo) => (
              <Typography key={paragrafo} sx={{ mb: 1.5 }}>
                {paragrafo}
              </Typography>
            ))}
            <Typography variant="body2">
              {t('versaoTermo', { versao: proposta.termo.versao })}
            </Typography>
          </Paper>
          {proposta.valorTotalMensal != null && (
            <>
              <FormControlLabel
                sx={{ mb: 2, alignItems: 'flex-start' }}
                control={
                  <Checkbox
                    checked={li}
                    onChange={(e) => {
                      setLi(e.target.checked);
                      setMarcarErro(false);
                    }}
                    sx={{ '& .MuiSvgIcon-root': { fontSize: 36 }, mt: -0.5 }}
                    slotProps={{
                      input: { 'aria-describedby': marcarErro ? 'li-erro' : undefined },
                    }}
                  />
                }
                label={t('li')}
              />
              {marcarErro && (
                <Alert id="li-erro" severity="warning" role="alert" sx={{ mb: 2 }}>
                  {t('marqueTermo')}
                </Alert>
              )}
              {falha && (
                <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                  {falha}
                </Alert>
              )}
              <Button
                variant="contained"
                fullWidth
                onClick={() => void confirmar()}
                disabled={enviando}
              >
                {enviando ? t('aguarde') : t('confirmar')}
              </Button>
            </>
          )}
        </>
      )}
    </MpaLayout>
  );
}
