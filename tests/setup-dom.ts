import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { dismissAll } from '../src/providers/notifications';
import { dropInsertedStyles, leavePage, startAsNewPage } from './helpers/fresh-page';
import { fastLabelControl } from './helpers/label-control';
import { limite } from './helpers/limites';

// A label's control from the document's id index, not a walk of the whole page (label-control.ts).
fastLabelControl();

// findBy*/waitFor give up after 1 s by default: on a busy 2-core machine (CI beside other work,
// helpers running suites side by side) a screen's first render with its lazy modules can take
// longer, and tests failed that pass alone. A wrong screen still fails, only later.
configure({ asyncUtilTimeout: limite(5_000) });

// This file runs again before each test file is imported; the files of a worker share the page
// and the modules (tests/helpers/fresh-page.ts says what that asks of each file's start and end).
// Here, not in a beforeAll: a file's own top-level code (a navigator it registers, a session it
// stores) runs at import, before any hook.
startAsNewPage();
afterEach(() => {
  cleanup();
  // The notices' queue is the page's, not a render's (src/providers/notifications.ts): one a
  // test raised would show in the next test's stack. Emptied after the unmount, when no stack
  // is left to redraw outside act().
  dismissAll();
  dropInsertedStyles();
});
afterAll(() => leavePage());
