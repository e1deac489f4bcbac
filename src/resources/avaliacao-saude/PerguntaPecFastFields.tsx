import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { PECFAST_LIMITES, type PecFastPergunta } from '../../domain';
import { textsOf } from '../../providers/i18nProvider';

const TIPOS: PecFastPergunta['tipo'][] = ['simNao', 'opcoes', 'texto'];

interface Props {
  numero: number;
  pergunta: PecFastPergunta;
  onChange(pergunta: PecFastPergunta): void;
}

/** One question of the PecFast editor: its text, kind, options (one per line) and whether required. */
export function PerguntaPecFastFields({ numero, pergunta, onChange }: Props) {
  const t = textsOf('avaliacaoSaude');
  return (
    <Stack spacing={2}>
      <TextField
        label={t('pecFast.texto', { numero })}
        value={pergunta.texto}
        onChange={(e) => onChange({ ...pergunta, texto: e.target.value })}
        slotProps={{ htmlInput: { maxLength: PECFAST_LIMITES.texto } }}
        required
        fullWidth
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          select
          label={t('pecFast.tipo', { numero })}
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
            <MenuItem key={tipo} value={tipo}>
              {t(`pecFast.tipos.${tipo}`)}
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
          label={t('pecFast.obrigatoria')}
          sx={{ whiteSpace: 'nowrap' }}
        />
      </Stack>
      {pergunta.tipo === 'opcoes' ? (
        <TextField
          label={t('pecFast.opcoes', { numero })}
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
