import ChatIcon from '@mui/icons-material/ChatOutlined';
import { Fab } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useConfiguracao } from '../providers/configuracao';

/**
 * The floating 'Dúvida? Clique aqui...' button: opens the sales-support chat configured on the
 * server (CHAT_URL) in a new tab. Hidden when none is configured: a button leading nowhere
 * would be worse than none.
 */
export function HelpButton() {
  const translate = useTranslate();
  const chatUrl = useConfiguracao()?.chatUrl;
  if (!chatUrl) return null;
  return (
    <Fab
      variant="extended"
      color="secondary"
      component="a"
      href={chatUrl}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (theme) => theme.zIndex.speedDial }}
    >
      <ChatIcon sx={{ mr: 1 }} />
      {translate('app.help.button')}
    </Fab>
  );
}
