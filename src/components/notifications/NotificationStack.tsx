import { Alert, Box, Button, Grow } from '@mui/material';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { localized } from '../../providers/i18nProvider';
import {
  dismiss,
  getVisibleNotices,
  subscribeNotices,
  type Notice,
} from '../../providers/notifications';

/**
 * Up to five notices at once, top centre, newest below (spec: "Up to 5 simultaneous
 * notifications, top centre"). Mounted once at the root so a notice outlives the page that
 * raised it, for instance 'Acesso não autorizado!' on the way to /login.
 */
export function NotificationStack() {
  const notices = useSyncExternalStore(subscribeNotices, getVisibleNotices, getVisibleNotices);
  if (notices.length === 0) return null;
  return (
    <Box
      aria-live="polite"
      sx={{
        position: 'fixed',
        top: 'calc(56px + var(--adesao-banner-height, 0px))',
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        width: 'min(560px, calc(100vw - 32px))',
      }}
    >
      {notices.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} />
      ))}
    </Box>
  );
}

function NoticeItem({ notice }: { notice: Notice }) {
  const settled = useRef(false);

  // An undoable mutation runs when its notice goes away without "Desfazer".
  const close = () => {
    if (!settled.current) {
      settled.current = true;
      notice.undoable?.onCommit();
    }
    dismiss(notice.id);
  };
  const undo = () => {
    settled.current = true;
    notice.undoable?.onUndo();
    dismiss(notice.id);
  };

  useEffect(() => {
    if (notice.autoHideDuration === null) return;
    const timer = setTimeout(close, notice.autoHideDuration);
    return () => clearTimeout(timer);
    // The notice object never changes while it is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notice.id]);

  return (
    <Grow in appear>
      <Alert
        variant="filled"
        severity={notice.type}
        onClose={close}
        action={
          notice.undoable ? (
            <Button color="inherit" size="small" onClick={undo}>
              {notice.undoable.label}
            </Button>
          ) : undefined
        }
        sx={{ boxShadow: 6, alignItems: 'center' }}
      >
        {localized(notice.message)}
      </Alert>
    </Grow>
  );
}
