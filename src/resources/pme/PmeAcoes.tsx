import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Menu,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useBasename, useNotify, useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { pmeButtons, type PmeButtonKey } from '../../domain';
import { mountedWhileOpen, type MountableDialogProps } from '../../components/mountedWhileOpen';
import { useErrorNotice } from '../../components/useErrorNotice';
import { BeneficiariosDialog } from './BeneficiariosDialog';
import type {
  PmeDataProvider,
  PropostaPme,
  RespostaPme,
  Verificacao,
} from '../../providers/pmeDataProvider';
import { mostrarPropostaPme } from './propostaPmeEmCache';
import { base64ToBlob, fileNameOf, saveBlob } from './arquivos';
import { textsOf } from '../../providers/i18nProvider';

/**
 * The PME screen's buttons, shown by the button table of section 4 (`pmeButtons`); each calls
 * its action and draws the proposal its answer carries (`mostrarPropostaPme`, decisions/0156),
 * without reading it again. 'Habilitar edição' belongs to the form (PropostaPmeShow).
 */
type Simple = Exclude<PmeButtonKey, 'habilitar-edicao' | 'cancelamento' | 'ver-beneficiarios'>;

export function PmeAcoes({ proposta }: { proposta: PropostaPme }) {
  const t = textsOf('pme');
  const dataProvider = useDataProvider<PmeDataProvider>();
  const notify = useNotify();
  const notifyError = useErrorNotice();
  const queryClient = useQueryClient();
  const basename = useBasename();
  const navigate = useNavigate();
  const [beneficiarios, setBeneficiarios] = useState(false);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [cancelando, setCancelando] = useState<'proposta' | 'beneficiarios' | null>(null);
  const [confirmandoContrato, setConfirmandoContrato] = useState(false);
  const id = proposta.id;
  const visible = pmeButtons({
    situacao: proposta.situacao,
    beneficiariosCount: proposta.beneficiarios.length,
  });

  // Opening a screen or a file changes nothing: no notice and no proposal to draw.
  type Resultado = Partial<Verificacao> & { messages: string[] };
  const mutation = useMutation({
    mutationFn: async (key: Simple): Promise<Resultado> => {
      const feito = (answer: RespostaPme) => ({ ...answer, avancou: true });
      switch (key) {
        case 'complemento-erp':
          navigate(`${basename}/pme/proposta/${id}/complemento-integracao`);
          return { messages: [] };
        case 'pre-visualizar-contrato': {
          const answer = await dataProvider.preVisualizarContratoPme(id);
          saveBlob(
            answer.data,
            fileNameOf(answer.headers, `contrato-${proposta.numeroContrato}.pdf`),
          );
          return { messages: [] };
        }
        case 'baixar-contrato': {
          const file = await dataProvider.baixarContratoAssinadoPme(id);
          saveBlob(base64ToBlob(file.fileContents, file.contentType), file.fileDownloadName);
          return { messages: [] };
        }
        case 'criar-contrato':
          return feito(await dataProvider.criarContratoPme(id));
        case 'verificar-assinaturas':
          return dataProvider.verificarAssinaturasPme(id, proposta.situacao);
        case 'integrar-pme':
          return feito(await dataProvider.integrarPme(id));
        case 'verificar-integracao-pme':
          return dataProvider.verificarIntegracaoPme(id, proposta.situacao);
        case 'verificar-integracao-beneficiarios':
          return dataProvider.verificarIntegracaoBeneficiariosPme(id, proposta.situacao);
      }
    },
    onSuccess: ({ messages, avancou, proposta: atual }) => {
      // 'Ainda há assinaturas pendentes', 'ainda em processamento': nothing went wrong, but
      // nothing was done either; a warning, not a green success.
      for (const message of messages) notify(message, { type: avancou ? 'success' : 'warning' });
      setConfirmandoContrato(false);
      if (atual) mostrarPropostaPme(queryClient, atual);
    },
    onError: (error) => {
      setConfirmandoContrato(false);
      notifyError(error);
    },
  });

  const cancel = useMutation({
    mutationFn: ({ motivo }: { motivo: string }) =>
      cancelando === 'beneficiarios'
        ? dataProvider.cancelarBeneficiariosPme(id, motivo)
        : dataProvider.cancelarPropostaPme(id, motivo),
    onSuccess: ({ messages, proposta: atual }) => {
      const info = cancelando === 'beneficiarios';
      for (const message of messages) notify(message, { type: info ? 'info' : 'success' });
      setCancelando(null);
      // Cancelling the beneficiaries answers their new statuses with the proposal.
      mostrarPropostaPme(queryClient, atual);
    },
    onError: notifyError,
  });

  const label: Record<Simple, string> = {
    'complemento-erp': t('complementoErp'),
    'verificar-integracao-pme': t('verificarIntegracaoPme'),
    'verificar-integracao-beneficiarios': t('verificarIntegracaoBeneficiarios'),
    'verificar-assinaturas': t('verificarAssinaturas'),
    'integrar-pme': t('integrarPme'),
    'pre-visualizar-contrato': t('preVisualizar'),
    'criar-contrato': t('criarContrato'),
    'baixar-contrato': t('baixarContrato'),
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={() => setBeneficiarios(true)}>
        {t('verBeneficiarios')}
      </Button>
      {visible
        .filter((key): key is Simple => key in label)
        .map((key) => (
          <Button
            key={key}
            variant="outlined"
            disabled={mutation.isPending}
            // Creating the contract sends it out for signature and freezes the company's
            // data: it is confirmed first.
            onClick={() =>
              key === 'criar-contrato' ? setConfirmandoContrato(true) : mutation.mutate(key)
            }
          >
            {label[key]}
          </Button>
        ))}
      {visible.includes('cancelamento') && (
        <>
          <Button
            variant="outlined"
            color="error"
            endIcon={<ArrowDropDownIcon />}
            onClick={(event) => setMenu(event.currentTarget)}
          >
            {t('cancelamento')}
          </Button>
          <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
            <MenuItem
              onClick={() => {
                setMenu(null);
                setCancelando('proposta');
              }}
            >
              {t('cancelarProposta')}
            </MenuItem>
            <MenuItem
              onClick={() => {
                setMenu(null);
                setCancelando('beneficiarios');
              }}
            >
              {t('cancelarBeneficiarios')}
            </MenuItem>
          </Menu>
        </>
      )}
      <Dialog
        open={confirmandoContrato}
        onClose={() => setConfirmandoContrato(false)}
        maxWidth="sm"
        fullWidth
      >
        <DialogTitle>{t('criarContratoTitulo')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('criarContratoTexto', {
              numero: proposta.numeroContrato,
              razaoSocial: proposta.razaoSocial,
            })}
          </DialogContentText>
          <DialogContentText sx={{ mt: 1 }}>
            {t('criarContratoDestino', {
              nome: proposta.representanteLegal.nome,
              email: proposta.representanteLegal.email,
            })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmandoContrato(false)}>{t('voltar')}</Button>
          <Button
            variant="contained"
            disabled={mutation.isPending}
            onClick={() => mutation.mutate('criar-contrato')}
          >
            {t('criarContrato')}
          </Button>
        </DialogActions>
      </Dialog>
      <BeneficiariosDialog
        titulo={t('beneficiariosTitulo', { razaoSocial: proposta.razaoSocial })}
        propostaId={id}
        open={beneficiarios}
        onClose={() => setBeneficiarios(false)}
      />
      <MotivoDialog
        title={cancelando === 'beneficiarios' ? t('cancelarBeneficiarios') : t('cancelarProposta')}
        open={cancelando !== null}
        pending={cancel.isPending}
        onClose={() => setCancelando(null)}
        onConfirm={(motivo) => cancel.mutate({ motivo })}
      />
    </Stack>
  );
}

/**
 * A cancellation modal: the reason is required. Mounted only while open
 * (`mountedWhileOpen`), so each opening starts with no reason typed.
 */
const MotivoDialog = mountedWhileOpen(function MotivoDialog({
  title,
  open,
  pending,
  onClose,
  onConfirm,
  onExited,
}: MountableDialogProps & {
  title: string;
  pending: boolean;
  onClose(): void;
  onConfirm(motivo: string): void;
}) {
  const t = textsOf('pme');
  const [motivo, setMotivo] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = motivo.trim() === '';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <TextField
          label={t('motivo')}
          value={motivo}
          onChange={(e) => setMotivo(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && missing}
          helperText={touched && missing ? t('motivoObrigatorio') : ' '}
          multiline
          minRows={3}
          fullWidth
          required
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('voltar')}</Button>
        <Button
          variant="contained"
          color="error"
          disabled={missing || pending}
          onClick={() => onConfirm(motivo.trim())}
        >
          {t('confirmar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
});
