/**
 * The browser files that start a server of their own (fresh demo data; nobody else's test moves
 * their records): journeys and a few flows with their own SMTP or ERP stand-ins. They run in a
 * lane beside the files on the run's shared server (vitest.e2e.config.ts). A file that also used
 * the shared server would race the other lane: tests/e2e/lanes.test.ts refuses that.
 */
export const OWN_SERVER_FILES = [
  'tests/e2e/agenda-enfermagem.e2e.ts',
  'tests/e2e/enfermeiro-primeiro-acesso.e2e.ts',
  'tests/e2e/integracoes.e2e.ts',
  'tests/e2e/jornada-*.e2e.ts',
  'tests/e2e/pme.e2e.ts',
];
