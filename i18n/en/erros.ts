import type { Catalog } from '../catalog';

export const erros = {
  unexpected: 'An unexpected error occurred, try again later',
  connection: 'Connection failed',
  unauthorized: 'Access not authorised!',
  sessionExpired: 'Session expired!',
  sessionRenewalFailed: 'The session could not be renewed.',
  noToken: 'No token found',
  loginFailed: 'Sign-in failed, check your credentials!',
  noBody: 'The server returned no answer!',
  notFound: 'Record not found.',
  badCredentials: 'Invalid username or password.',
  sessionEnded: 'Session expired. Please sign in again.',
} satisfies Catalog['erros'];
