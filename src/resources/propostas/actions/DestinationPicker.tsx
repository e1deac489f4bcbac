import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import {
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CANAIS_ENVIO, isMobilePhone, maskPhone, type CanalEnvio } from '../../../domain';
import { AddContactDialog } from '../dialogs/AddContactDialog';
import { rotuloCanal } from './rotuloCanal';
import { useProposalCall } from './useProposalCall';

export interface Destination {
  canal: CanalEnvio;
  destino: string;
}

interface DestinationPickerProps {
  value: Destination;
  onChange(value: Destination): void;
  /** The proposal's phones (digits) and e-mail. */
  telefones: readonly string[];
  email: string | null;
  /** The proposal a contact added here is stored on (with the version on screen). */
  proposta: { id: number; versao: number };
}

/** Where to send: SMS and WhatsApp go to a mobile (first one preselected), e-mail to the proposal's. */
export function DestinationPicker({
  value,
  onChange,
  telefones,
  email,
  proposta,
}: DestinationPickerProps) {
  const translate = useTranslate();
  const canalId = useId();
  const destinoId = useId();
  const call = useProposalCall();
  // A stored contact reaches `telefones` when the proposal reloads; until then it is shown here.
  const [added, setAdded] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const mobiles = [...new Set([...telefones.filter((t) => isMobilePhone(t)), ...added])];
  const options = value.canal === 'email' ? (email ? [email] : []) : mobiles;

  const setCanal = (canal: CanalEnvio) =>
    onChange({ canal, destino: canal === 'email' ? (email ?? '') : (mobiles[0] ?? '') });

  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id={canalId}>{translate('propostas.comunicacoes.canal')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={canalId}
          value={value.canal}
          onChange={(event) => setCanal(event.target.value as CanalEnvio)}
        >
          {CANAIS_ENVIO.map((canal) => (
            <FormControlLabel
              key={canal.key}
              value={canal.key}
              control={<Radio />}
              label={rotuloCanal(canal.key)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id={destinoId}>{translate('propostas.comunicacoes.destino')}</FormLabel>
        {options.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {translate('propostas.comunicacoes.sem_destino')}
          </Typography>
        ) : (
          <RadioGroup
            aria-labelledby={destinoId}
            value={value.destino}
            onChange={(event) => onChange({ ...value, destino: event.target.value })}
          >
            {options.map((destino) => (
              <FormControlLabel
                key={destino}
                value={destino}
                control={<Radio />}
                label={value.canal === 'email' ? destino : maskPhone(destino)}
              />
            ))}
          </RadioGroup>
        )}
        {value.canal !== 'email' ? (
          <Button
            startIcon={<PersonAddIcon />}
            onClick={() => setAdding(true)}
            sx={{ alignSelf: 'flex-start' }}
            size="small"
          >
            {translate('propostas.contato.adicionar')}
          </Button>
        ) : null}
      </FormControl>
      <AddContactDialog
        open={adding}
        mobileOnly
        onClose={() => setAdding(false)}
        onAdd={async (telefone) => {
          await call(
            `/api/adesao/${proposta.id}/contatos`,
            { method: 'POST', body: { telefone, versao: proposta.versao } },
            translate('propostas.contato.adicionado'),
          );
          setAdded((current) => [...current, telefone]);
          onChange({ ...value, destino: telefone });
        }}
      />
    </Stack>
  );
}

/** The first mobile of the proposal on SMS: what the dialogs open with. */
export function initialDestination(telefones: readonly string[]): Destination {
  return { canal: 'sms', destino: telefones.find((t) => isMobilePhone(t)) ?? '' };
}
