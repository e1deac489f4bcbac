import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Stack, Typography } from '@mui/material';
import { Labeled, Show, TopToolbar, useBasename, useRecordContext } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatDataHora } from '../../components/formatters';
import {
  MENSAGENS_ENVIADAS,
  type MensagemEnviada,
} from '../../providers/mensagensEnviadasDataProvider';
import { ForaDeProducao } from './ForaDeProducao';
import { CanalChip } from './MensagemEnviadaList';
import { TextoComLinks } from './TextoComLinks';
import { textsOf } from '../../providers/i18nProvider';

/** One kept message, its whole text with the links clickable (administrador, outside production). */
export function MensagemEnviadaShow() {
  return (
    <ForaDeProducao>
      <Detalhe />
    </ForaDeProducao>
  );
}

function Detalhe() {
  const t = textsOf('mensagensEnviadas');
  const { id } = useParams<{ id: string }>();
  const basename = useBasename();
  return (
    <Show<MensagemEnviada>
      resource={MENSAGENS_ENVIADAS}
      id={Number(id)}
      title={t('detalhe', { id: id ?? '' })}
      actions={
        <TopToolbar sx={{ justifyContent: 'flex-start' }}>
          <Button
            component={RouterLink}
            to={`${basename}/mensagens-enviadas`}
            startIcon={<ArrowBackIcon />}
          >
            {t('voltar')}
          </Button>
        </TopToolbar>
      }
    >
      <Campos />
    </Show>
  );
}

function Campos() {
  const t = textsOf('mensagensEnviadas');
  const mensagem = useRecordContext<MensagemEnviada>();
  if (!mensagem) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {mensagem.assunto ?? t(`canais.${mensagem.canal}`)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Labeled label={t('colunas.dataEnvio')}>
          <Typography variant="body2">{formatDataHora(mensagem.dataEnvio)}</Typography>
        </Labeled>
        <Labeled label={t('colunas.canal')}>
          <CanalChip canal={mensagem.canal} />
        </Labeled>
        <Labeled label={t('colunas.destinatario')}>
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {mensagem.destinatario}
          </Typography>
        </Labeled>
      </Stack>
      <Labeled label={t('colunas.texto')}>
        <TextoComLinks texto={mensagem.texto} />
      </Labeled>
    </Stack>
  );
}
