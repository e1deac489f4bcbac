import { iniciarCargas } from './arranque';

// main.tsx imports this module first, so the bundle runs it before React, MUI and react-admin
// are evaluated (a few hundred ms on a slow machine): the area's code is asked for while the
// rest of the first download runs. (The API calls started here reach fetch() after an await,
// so they leave once that evaluation ends; see docs/benchmarks.md.)
iniciarCargas(window.location);
