import {
  Box,
  FormControlLabel,
  FormHelperText,
  Paper,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useRef } from 'react';
import { ETAPA_DECLARACAO } from '../../domain';
import { rotuloEtapaDeclaracao } from '../../components/rotuloEtapaDeclaracao';
import type { PerguntaDeclaracao } from './api';
import { textsOf } from '../../providers/i18nProvider';

export interface RespostaLocal {
  seAplica: boolean | null;
  detalhamento: string;
}

interface Props {
  pergunta: PerguntaDeclaracao;
  numero: number;
  total: number;
  cpt: string;
  resposta: RespostaLocal;
  onChange(resposta: RespostaLocal): void;
  erro: string | null;
  /** Focus the question when it replaces another (not on the page's first render). */
  focar: boolean;
}

const opcao = {
  m: 0,
  mb: 1.5,
  px: 1,
  py: 0.5,
  width: '100%',
  border: 2,
  borderColor: 'grey.700',
  borderRadius: 2,
  '& .MuiSvgIcon-root': { fontSize: 32 },
  '& .MuiFormControlLabel-label': { fontSize: '1.3rem', fontWeight: 700 },
} as const;

/** One question on its own screen: its step, progress, Sim/Não and the detail when Sim. */
export function PerguntaPasso(props: Props) {
  const t = textsOf('mpa');
  const { pergunta, numero, total, cpt, resposta, onChange, erro, focar } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focar) heading.current?.focus();
  }, [pergunta.id, focar]);
  const etapa = rotuloEtapaDeclaracao(pergunta.etapaId);
  const perguntaId = `pergunta-${pergunta.id}`;
  const erroId = `erro-${pergunta.id}`;
  const pedeDetalhe = pergunta.pedeDetalhamento && resposta.seAplica === true;
  return (
    <Box>
      <Typography sx={{ fontWeight: 700 }}>
        {etapa} · {t('progresso', { atual: numero, total })}
      </Typography>
      <Box
        role="progressbar"
        aria-label={t('progresso', { atual: numero, total })}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={numero}
        sx={{ height: 10, bgcolor: 'grey.300', borderRadius: 5, my: 2, overflow: 'hidden' }}
      >
        <Box
          sx={{ width: `${(numero / total) * 100}%`, height: '100%', bgcolor: 'primary.main' }}
        />
      </Box>
      {pergunta.etapaId === ETAPA_DECLARACAO.AceiteCPT && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography variant="h2" component="p" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {t('cptTitulo')}
          </Typography>
          <Typography>{cpt}</Typography>
        </Paper>
      )}
      <Typography
        variant="h2"
        id={perguntaId}
        ref={heading}
        tabIndex={-1}
        sx={{ mb: 2, outline: 'none' }}
      >
        {pergunta.texto}
      </Typography>
      <RadioGroup
        aria-labelledby={perguntaId}
        aria-describedby={erro ? erroId : undefined}
        name={`resposta-${pergunta.id}`}
        value={resposta.seAplica == null ? '' : resposta.seAplica ? 'sim' : 'nao'}
        onChange={(e) => onChange({ ...resposta, seAplica: e.target.value === 'sim' })}
      >
        <FormControlLabel value="sim" control={<Radio />} label={t('sim')} sx={opcao} />
        <FormControlLabel value="nao" control={<Radio />} label={t('nao')} sx={opcao} />
      </RadioGroup>
      {pedeDetalhe && (
        <TextField
          label={t('detalhamento')}
          helperText={t('detalhamentoAjuda')}
          value={resposta.detalhamento}
          onChange={(e) => onChange({ ...resposta, detalhamento: e.target.value })}
          multiline
          minRows={3}
          fullWidth
          required
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      )}
      {erro && (
        <FormHelperText id={erroId} error role="alert" sx={{ fontSize: '1.1rem', mt: 1 }}>
          {erro}
        </FormHelperText>
      )}
    </Box>
  );
}
