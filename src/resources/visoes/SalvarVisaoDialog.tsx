import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useArea } from '../../components/layout/AreaContext';
import { useErrorNotice } from '../../components/useErrorNotice';
import type { EstadoLista, VisoesDataProvider } from '../../providers/visoesDataProvider';
import { useRecarregarVisoes } from './useVisoesSalvas';

export const NOME_VISAO_MAX = 60;

interface Props {
  lista: string;
  /** The list's state when the dialog opened: what the view will restore. */
  estado: EstadoLista;
  onClose(): void;
}

/** Names the current state of a list; personal unless shared with the area. */
export function SalvarVisaoDialog({ lista, estado, onClose }: Props) {
  const area = useArea();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<VisoesDataProvider>();
  const onError = useErrorNotice();
  const recarregar = useRecarregarVisoes(area);
  const [nome, setNome] = useState('');
  const [compartilhada, setCompartilhada] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  const salvar = async (event: FormEvent) => {
    event.preventDefault();
    if (!nome.trim()) {
      setErro(translate('visoes.nome_obrigatorio'));
      return;
    }
    setEnviando(true);
    try {
      await dataProvider.criarVisao(area, { lista, nome: nome.trim(), compartilhada, estado });
      await recarregar();
      notify(translate('visoes.salva', { nome: nome.trim() }), { type: 'success' });
      onClose();
    } catch (error) {
      // A repeated name is the user's to fix here; anything else is a notice.
      if ((error as { status?: number }).status === 409) setErro((error as Error).message);
      else onError(error);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={salvar} noValidate>
        <DialogTitle>{translate('visoes.salvar_titulo')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            required
            margin="dense"
            label={translate('visoes.nome')}
            value={nome}
            onChange={(event) => {
              setNome(event.target.value.slice(0, NOME_VISAO_MAX));
              setErro(null);
            }}
            error={Boolean(erro)}
            helperText={erro ?? `${nome.length}/${NOME_VISAO_MAX}`}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={compartilhada}
                onChange={(event) => setCompartilhada(event.target.checked)}
              />
            }
            label={translate('visoes.compartilhar')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={enviando}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
