import { startEarlyLoads } from './startup';

// main.tsx imports this module first, so the bundle runs it before React, MUI and react-admin
// are evaluated (a few hundred ms on a slow machine): the area's code, the session check, the
// configuration and a list's first page leave while the rest of the first download runs (the
// API calls without an await when the token needs no renewal: httpClient, session).
startEarlyLoads(window.location);
