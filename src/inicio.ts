import { iniciarCargas } from './arranque';

// main.tsx imports this module first, so the bundle runs it before React, MUI and react-admin
// are evaluated (a few hundred ms on a slow machine): the session check, the configuration,
// the area's code and a list's first page leave while the rest of the first download runs.
iniciarCargas(window.location);
