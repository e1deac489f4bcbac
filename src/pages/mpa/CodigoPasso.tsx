import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { confirmarCodigo, contatosCodigo, enviarCodigo, PublicCallError } from './api';
import type { ContatoCodigo } from './api';
import { Carregando } from './Carregando';
import { textsOf } from '../../providers/i18nProvider';

const mensagemDe = (error: unknown) =>
  (error instanceof PublicCallError && error.messages[0]) || textsOf('mpa')('falhaGenerica');

/**
 * After CPF and birth date: the one-time code. The applicant picks one of the contacts the
 * proposal has (masked), receives the code there and types it back. `onSessaoPerdida` for a
 * 401 (session gone, link locked): the access form starts over with the server's message.
 */
export function CodigoPasso({
  token,
  onConfirmado,
  onSessaoPerdida,
}: {
  token: string;
  onConfirmado(): Promise<void>;
  onSessaoPerdida(mensagem: string): void;
}) {
  const t = textsOf('mpa');
  const canalId = useId();
  const [contatos, setContatos] = useState<ContatoCodigo[] | null>(null);
  const [escolhido, setEscolhido] = useState('');
  const [enviadoPara, setEnviadoPara] = useState<string | null>(null);
  const [codigo, setCodigo] = useState('');
  const [tocado, setTocado] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);

  const falhou = (error: unknown) => {
    if (error instanceof PublicCallError && error.status === 401)
      onSessaoPerdida(mensagemDe(error));
    else setErro(mensagemDe(error));
  };

  useEffect(() => {
    let vivo = true;
    contatosCodigo(token).then(
      ({ data }) => {
        if (!vivo) return;
        setContatos(data);
        setEscolhido(data[0]?.id ?? '');
      },
      (error: unknown) => vivo && falhou(error),
    );
    return () => {
      vivo = false;
    };
    // Once per visit of the step: the contacts do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const enviar = async () => {
    setOcupado(true);
    setErro(null);
    try {
      const { data } = await enviarCodigo(token, escolhido);
      setEnviadoPara(data.destino);
      setCodigo('');
      setTocado(false);
    } catch (error) {
      falhou(error);
    } finally {
      setOcupado(false);
    }
  };

  const confirmar = async (event: FormEvent) => {
    event.preventDefault();
    setTocado(true);
    if (!/^\d{6}$/.test(codigo)) return;
    setOcupado(true);
    setErro(null);
    try {
      await confirmarCodigo(token, codigo);
      await onConfirmado();
    } catch (error) {
      falhou(error);
      setOcupado(false);
    }
  };

  if (!contatos) return erro ? <Alert severity="error">{erro}</Alert> : <Carregando />;
  if (contatos.length === 0) return <Alert severity="warning">{t('semContato')}</Alert>;

  const erroAlerta = erro && (
    <Alert severity="error" role="alert" sx={{ mb: 3 }}>
      {erro}
    </Alert>
  );

  if (!enviadoPara) {
    return (
      <>
        {erroAlerta}
        <FormControl sx={{ mb: 3 }}>
          <FormLabel
            id={canalId}
            sx={{ mb: 1, color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}
          >
            {t('introCodigo')}
          </FormLabel>
          <RadioGroup
            aria-labelledby={canalId}
            value={escolhido}
            onChange={(event) => setEscolhido(event.target.value)}
          >
            {contatos.map((c) => (
              <FormControlLabel
                key={c.id}
                value={c.id}
                control={<Radio />}
                label={
                  c.canal === 'sms'
                    ? t('canalSms', { destino: c.destino })
                    : t('canalEmail', { destino: c.destino })
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
        <Button variant="contained" fullWidth disabled={ocupado} onClick={() => void enviar()}>
          {ocupado ? t('aguarde') : t('enviarCodigo')}
        </Button>
      </>
    );
  }

  const codigoErro = tocado && !/^\d{6}$/.test(codigo) ? t('codigoInvalido') : null;
  return (
    <>
      <Alert severity="info" role="status" sx={{ mb: 3 }}>
        {t('codigoEnviado', { destino: enviadoPara })}
      </Alert>
      {erroAlerta}
      <Box component="form" noValidate onSubmit={(e) => void confirmar(e)}>
        <TextField
          label={t('codigo')}
          name="codigo"
          value={codigo}
          onChange={(e) => setCodigo(e.target.value.replace(/\D/g, '').slice(0, 6))}
          required
          fullWidth
          autoComplete="one-time-code"
          error={!!codigoErro}
          helperText={codigoErro ?? t('codigoAjuda')}
          sx={{ mb: 3 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <Button type="submit" variant="contained" fullWidth disabled={ocupado} sx={{ mb: 2 }}>
          {ocupado ? t('aguarde') : t('confirmarCodigo')}
        </Button>
      </Box>
      <Typography sx={{ textAlign: 'center' }}>
        <Button onClick={() => setEnviadoPara(null)} disabled={ocupado}>
          {t('outroCodigo')}
        </Button>
      </Typography>
    </>
  );
}
