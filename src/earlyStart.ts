import { startEarlyLoads } from './startup';

// main.tsx imports this module first, so the bundle runs it before React and the rest of the
// first script are evaluated: the area's code, the session check, the configuration and a list's
// first page leave while the rest of the first download runs (the API calls without an await
// when the token needs no renewal: httpClient, session).

/** The address's area, and the list's early call (settled once its preview is stored). */
export const inicio = startEarlyLoads(window.location);
