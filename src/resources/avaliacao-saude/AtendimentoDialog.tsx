import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useDataProvider } from 'react-admin';
import { useErrorNotice } from '../../components/useErrorNotice';
import { PhoneText } from '../../components/PhoneText';
import { maskPhone, MOBILE_PHONE_DIGITS, onlyDigits } from '../../domain';
import type {
  AvaliacaoSaudeDataProvider,
  PropostaEnfermagem,
  SalaVideo,
} from '../../providers/avaliacaoSaudeDataProvider';
import { textsOf } from '../../providers/i18nProvider';

/**
 * 'Iniciar atendimento': choose the phones (only the first preselected, spec 1, 2.5), open the
 * room (the applicant gets a short link by SMS), then the nurse's room address and the invite
 * resend with the chosen phones and an optional e-mail. The room itself (sala/SalaVideoPage)
 * opens in a new window, so this screen stays at hand during the call.
 */
export function AtendimentoDialog({
  proposta,
  onClose,
}: {
  proposta: PropostaEnfermagem;
  onClose: () => void;
}) {
  const tx = textsOf('avaliacaoSaude');
  const dataProvider = useDataProvider<AvaliacaoSaudeDataProvider>();
  const notify = useNotify();
  const onError = useErrorNotice();
  const [telefones, setTelefones] = useState(() =>
    proposta.contatos.map((c) => onlyDigits(c.telefone)),
  );
  const [escolhidos, setEscolhidos] = useState<string[]>(() => telefones.slice(0, 1));
  const [novo, setNovo] = useState('');
  const novoValido = novo.length === MOBILE_PHONE_DIGITS;
  const incluir = (telefone: string) => {
    setTelefones((all) => (all.includes(telefone) ? all : [...all, telefone]));
    setEscolhidos((all) => (all.includes(telefone) ? all : [...all, telefone]));
    setNovo('');
  };
  // A phone typed here (the spec's 'phone add') is saved on the proposal's contacts, so the
  // next invite, and every other screen, offers it too; one already there is just chosen.
  const salvarTelefone = useMutation({
    mutationFn: (telefone: string) => dataProvider.adicionarContatoProposta(proposta.id, telefone),
    onSuccess: (_answer, telefone) => {
      incluir(telefone);
      notify(tx('celularSalvo'), { type: 'success' });
    },
    onError: (error, telefone) => {
      if ((error as { status?: number }).status === 409) incluir(telefone);
      else onError(error);
    },
  });
  const adicionar = () => {
    if (!novoValido || salvarTelefone.isPending) return;
    if (telefones.includes(novo)) incluir(novo);
    else salvarTelefone.mutate(novo);
  };
  // The invite goes only to registered contacts (the server refuses others): the e-mail is the
  // proposal's own, offered as a choice, not a field to type another address into.
  const [porEmail, setPorEmail] = useState(false);
  const [sala, setSala] = useState<SalaVideo | null>(null);
  const abrir = useMutation({
    mutationFn: () => dataProvider.abrirSalaVideo(proposta.id, escolhidos),
    onSuccess: setSala,
    onError,
  });
  const reenviar = useMutation({
    mutationFn: () =>
      dataProvider.reenviarConviteSala({
        propostaAdesaoId: proposta.id,
        celulares: escolhidos,
        linkSalaVideo: sala!.urlBeneficiarioEncurtada,
        email: porEmail ? proposta.email : null,
        nome: proposta.nome,
      }),
    onSuccess: () => notify(tx('conviteReenviado'), { type: 'success' }),
    onError,
  });
  const toggle = (telefone: string) =>
    setEscolhidos((all) =>
      all.includes(telefone) ? all.filter((t) => t !== telefone) : [...all, telefone],
    );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="atendimento-titulo">
      <DialogTitle id="atendimento-titulo">{tx('iniciarAtendimento')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <FormGroup>
            <FormLabel>{tx('celularesConvite')}</FormLabel>
            {telefones.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {tx('semTelefone')}
              </Typography>
            ) : (
              telefones.map((telefone) => (
                <FormControlLabel
                  key={telefone}
                  control={
                    <Checkbox
                      checked={escolhidos.includes(telefone)}
                      onChange={() => toggle(telefone)}
                    />
                  }
                  label={<PhoneText value={telefone} />}
                />
              ))
            )}
          </FormGroup>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              size="small"
              label={tx('adicionarCelular')}
              value={maskPhone(novo)}
              onChange={(event) =>
                setNovo(onlyDigits(event.target.value).slice(0, MOBILE_PHONE_DIGITS))
              }
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  adicionar();
                }
              }}
              error={novo.length > 0 && !novoValido}
              helperText={novo.length > 0 && !novoValido ? tx('celularInvalido') : ' '}
            />
            <Button onClick={adicionar} disabled={!novoValido || salvarTelefone.isPending}>
              {tx('adicionar')}
            </Button>
          </Stack>
          {sala ? (
            <>
              <Alert severity="success">{tx('salaAberta')}</Alert>
              <Typography variant="body2">
                {tx('linkBeneficiario')}{' '}
                <Link href={sala.urlBeneficiarioEncurtada} target="_blank" rel="noreferrer">
                  {sala.urlBeneficiarioEncurtada}
                </Link>
              </Typography>
              <Button
                variant="contained"
                // Same origin as this screen (PUBLIC_URL may name another host for the same
                // server): the new window finds the nurse's session.
                href={new URL(sala.urlEnfermeiro).pathname}
                target="_blank"
                rel="noreferrer"
              >
                {tx('entrarSala')}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {tx('salaNovaJanela')}
              </Typography>
              {proposta.email ? (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={porEmail}
                      onChange={(event) => setPorEmail(event.target.checked)}
                    />
                  }
                  label={tx('tambemPorEmail', { email: proposta.email })}
                />
              ) : null}
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tx('fechar')}</Button>
        {sala ? (
          <Button
            variant="contained"
            onClick={() => reenviar.mutate()}
            loading={reenviar.isPending}
            disabled={escolhidos.length === 0 && !porEmail}
          >
            {tx('reenviarConvite')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => abrir.mutate()} loading={abrir.isPending}>
            {tx('abrirSala')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
