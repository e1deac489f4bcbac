import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default: on a busy 2-core machine (CI beside other work,
// helpers running suites side by side) a screen's first render with its lazy modules can take
// longer, and tests failed that pass alone. A wrong screen still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
