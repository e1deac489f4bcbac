import { useEffect } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate } from 'react-admin';
import { notify, type NoticeType } from '../../providers/notifications';

/**
 * Given to each area's <Admin notification>: takes what react-admin queues in the area's own
 * context (useNotify, failed saves, undoable edits) and hands it to the one NotificationStack
 * of the page, translated. Renders nothing itself.
 */
export function NotificationBridge() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();

  useEffect(() => {
    // One per run: takeNotification updates the queue, which runs this effect again.
    const next = notifications.length > 0 ? takeNotification() : undefined;
    if (next) {
      const { message, type, notificationOptions = {} } = next;
      const { messageArgs, undoable, autoHideDuration } = notificationOptions;
      const text = typeof message === 'string' ? translate(message, messageArgs) : '';
      const mutation = undoable ? takeMutation() : undefined;
      notify({
        message: text,
        type: (type as NoticeType) ?? 'info',
        autoHideDuration: autoHideDuration === undefined ? undefined : autoHideDuration,
        undoable: mutation
          ? {
              label: translate('ra.action.undo'),
              onUndo: () => mutation({ isUndo: true }),
              onCommit: () => mutation({ isUndo: false }),
            }
          : undefined,
      });
    }
  }, [notifications, takeNotification, takeMutation, translate]);

  return null;
}
