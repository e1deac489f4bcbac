import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { PECFAST_LIMITES, type PecFastPergunta } from '../../domain';

const TIPOS: { id: PecFastPergunta['tipo']; nome: string }[] = [
  { id: 'simNao', nome: 'Sim ou não' },
  { id: 'opcoes', nome: 'Escolha entre opções' },
  { id: 'texto', nome: 'Texto livre' },
];

interface Props {
  numero: number;
  pergunta: PecFastPergunta;
  onChange(pergunta: PecFastPergunta): void;
}

/** One question of the PecFast editor: its text, kind, options (one per line) and whether required. */
export function PerguntaPecFastFields({ numero, pergunta, onChange }: Props) {
  return (
    <Stack spacing={2}>
      <TextField
        label={`Texto da pergunta ${numero}`}
        value={pergunta.texto}
        onChange={(e) => onChange({ ...pergunta, texto: e.target.value })}
        slotProps={{ htmlInput: { maxLength: PECFAST_LIMITES.texto } }}
        required
        fullWidth
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          select
          label={`Tipo da pergunta ${numero}`}
          value={pergunta.tipo}
          onChange={(e) => {
            const tipo = e.target.value as PecFastPergunta['tipo'];
            const { opcoes: _descartadas, ...resto } = pergunta;
            onChange(
              tipo === 'opcoes'
                ? { ...resto, tipo, opcoes: _descartadas ?? [] }
                : { ...resto, tipo },
            );
          }}
          sx={{ minWidth: 240 }}
        >
          {TIPOS.map((tipo) => (
            <MenuItem key={tipo.id} value={tipo.id}>
              {tipo.nome}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={pergunta.obrigatoria}
              onChange={(e) => onChange({ ...pergunta, obrigatoria: e.target.checked })}
            />
          }
          label="Resposta obrigatória"
          sx={{ whiteSpace: 'nowrap' }}
        />
      </Stack>
      {pergunta.tipo === 'opcoes' ? (
        <TextField
          label={`Opções da pergunta ${numero} (uma por linha)`}
          value={(pergunta.opcoes ?? []).join('\n')}
          onChange={(e) => onChange({ ...pergunta, opcoes: e.target.value.split('\n') })}
          multiline
          minRows={2}
          fullWidth
        />
      ) : null}
    </Stack>
  );
}
