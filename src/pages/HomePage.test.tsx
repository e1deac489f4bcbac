import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../tests/helpers/render';
import { HomePage } from './HomePage';
import { storeSignedInSession } from '../providers/testing/storedSession';

const signedInAs = (roles: string[]) => {
  storeSignedInSession(roles);
};

afterEach(() => localStorage.clear());

describe('the root presentation', () => {
  it('offers LOGIN to a visitor', () => {
    renderPage(<HomePage />, { path: '/', route: '/' });
    expect(screen.getByRole('link', { name: 'LOGIN' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'LOGOUT' })).toBeNull();
  });

  it('sends a logged user to the main route of the highest-priority role', () => {
    signedInAs(['Concessionaria', 'OperadorCallCenter']);
    renderPage(<HomePage />, { path: '/', route: '/' });
    expect(screen.getByTestId('location')).toHaveTextContent('/concessionaria/dashboard');
  });

  it('stays on the presentation with ?stop=true and offers LOGOUT', () => {
    signedInAs(['DAC']);
    renderPage(<HomePage />, { path: '/?stop=true', route: '/' });
    expect(screen.getByTestId('location')).toHaveTextContent('/?stop=true');
    expect(screen.getByRole('button', { name: 'LOGOUT' })).toBeVisible();
  });
});
