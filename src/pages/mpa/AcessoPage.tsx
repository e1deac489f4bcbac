import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { format, isValid, parse } from 'date-fns';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { isCpf, onlyDigits } from '../../domain';
import { obterPropostaAdesao, validarAcesso } from './api';
import { MaskedInput } from '../../components/MaskedInput';
import { CodigoPasso } from './CodigoPasso';
import { MpaLayout } from './MpaLayout';
import { guardarProponente, limparProponente } from './store';
import { ROTA_POR_ETAPA } from './useProposta';
import { textsOf } from '../../providers/i18nProvider';

/** dd/MM/yyyy typed by the applicant → the API's yyyy-MM-dd, or null when it is no real date. */
function isoDate(value: string): string | null {
  const date = parse(value, 'dd/MM/yyyy', new Date());
  if (!isValid(date) || date.getFullYear() < 1900 || date > new Date()) return null;
  return format(date, 'yyyy-MM-dd');
}

/**
 * /mpa/{token} (main): the applicant proves who they are with CPF and birth date, then with the
 * one-time code sent to a contact registered on the proposal (CodigoPasso: staff know CPF and
 * birth date, not the code). Then the page of the step the proposal is in. A failed validation
 * shows one message, clears the form and the stored applicant data.
 */
export default function AcessoPage() {
  const t = textsOf('mpa');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const expirada = Boolean((useLocation().state as { expirada?: boolean } | null)?.expirada);
  const [cpf, setCpf] = useState('');
  const [nascimento, setNascimento] = useState('');
  const [tocado, setTocado] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [falha, setFalha] = useState(false);
  const [codigo, setCodigo] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);

  if (!token) {
    return (
      <MpaLayout title={t('tituloAcesso')}>
        <Typography>{t('semLink')}</Typography>
      </MpaLayout>
    );
  }

  const recomecar = (mensagem: string) => {
    limparProponente();
    setCodigo(false);
    setEnviando(false);
    setAviso(mensagem);
  };

  if (codigo) {
    return (
      <MpaLayout title={t('tituloCodigo')}>
        <CodigoPasso
          token={token}
          onSessaoPerdida={recomecar}
          onConfirmado={async () => {
            const { data } = await obterPropostaAdesao(token);
            navigate(`/mpa/${token}/${ROTA_POR_ETAPA[data.etapa]}`);
          }}
        />
      </MpaLayout>
    );
  }

  const cpfErro = tocado && !isCpf(onlyDigits(cpf)) ? t('cpfInvalido') : null;
  const nascimentoErro = tocado && !isoDate(nascimento) ? t('nascimentoInvalido') : null;

  const enviar = async (event: FormEvent) => {
    event.preventDefault();
    setTocado(true);
    const dataNascimento = isoDate(nascimento);
    if (!isCpf(onlyDigits(cpf)) || !dataNascimento) return;
    setEnviando(true);
    setFalha(false);
    setAviso(null);
    const dados = { cpf: onlyDigits(cpf), dataNascimento, token };
    try {
      await validarAcesso(dados);
      guardarProponente(dados);
      setCodigo(true);
    } catch {
      // The spec: 'Falha' and the stored applicant data reset. The typed CPF stays (retyping
      // eleven digits for a mistyped date helps nobody); the birth date is asked again.
      limparProponente();
      setNascimento('');
      setTocado(false);
      setFalha(true);
      setEnviando(false);
    }
  };

  return (
    <MpaLayout title={t('tituloAcesso')}>
      {expirada && !falha && !aviso && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('sessaoExpirada')}
        </Alert>
      )}
      {aviso && !falha && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {aviso}
        </Alert>
      )}
      <Typography sx={{ mb: 3 }}>{t('introAcesso')}</Typography>
      {falha && (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {t('falhaAcesso')}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={(e) => void enviar(e)}>
        <TextField
          label={t('cpf')}
          name="cpf"
          value={cpf}
          onChange={(e) => setCpf(e.target.value)}
          required
          fullWidth
          autoComplete="off"
          error={!!cpfErro}
          helperText={cpfErro ?? t('cpfAjuda')}
          sx={{ mb: 3 }}
          slotProps={{
            input: { inputComponent: MaskedInput as never },
            htmlInput: { mask: '000.000.000-00', inputMode: 'numeric' },
          }}
        />
        <TextField
          label={t('nascimento')}
          name="dataNascimento"
          value={nascimento}
          onChange={(e) => setNascimento(e.target.value)}
          required
          fullWidth
          autoComplete="bday"
          error={!!nascimentoErro}
          helperText={nascimentoErro ?? t('nascimentoAjuda')}
          sx={{ mb: 4 }}
          slotProps={{
            input: { inputComponent: MaskedInput as never },
            htmlInput: { mask: '00/00/0000', inputMode: 'numeric' },
          }}
        />
        <Button type="submit" variant="contained" fullWidth disabled={enviando}>
          {enviando ? t('aguarde') : t('continuar')}
        </Button>
      </Box>
    </MpaLayout>
  );
}
