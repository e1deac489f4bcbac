import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerNavigator } from '../providers/navigation';
import { restoreFlash } from '../providers/notifications';
import { ensureSessionStarted } from '../providers/session';

/**
 * Starts the session once per page, before the first screen renders (renew, check, load own
 * data, then the 5-minute check), shows the notices kept across a reload, and lends the
 * router to the code outside React that must send the user to /login.
 */
export function SessionRoot({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  useState(() => {
    void ensureSessionStarted();
    restoreFlash();
    return null;
  });
  useEffect(() => registerNavigator(navigate), [navigate]);
  return <>{children}</>;
}
