import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../components/testing/render';
import { writeToken, writeUser } from '../providers/tokenStore';
import { DEMO_USER } from '../providers/testing/fakeIdentityServer';
import { HomePage } from './HomePage';

const signedInAs = (roles: string[]) => {
  writeToken({
    access_token: 'a',
    expires_in: 3600,
    refresh_token: 'r',
    scope: 's',
    token_type: 'Bearer',
  });
  writeUser({ ...DEMO_USER, roles });
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
