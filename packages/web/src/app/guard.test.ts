import { FRANCHISE_APPLY_PATH } from '@vr/contracts';
import { describe, expect, it } from 'vitest';
import { guardStep, queryTokenChange } from './guard';

const at = (fullPath: string, token = '', rolesLoaded = false) => {
  const pathname = fullPath.split('?')[0]!;
  return guardStep({ pathname, fullPath, token, rolesLoaded });
};

describe('guardStep', () => {
  it('lets the open routes through without a token', () => {
    expect(at('/login')).toEqual({ kind: 'pass' });
    expect(at('/auth-redirect?token=&redirect=/x')).toEqual({ kind: 'pass' });
  });

  it('lets an area’s public page through with or without a session, never waiting for the user', () => {
    expect(at(FRANCHISE_APPLY_PATH)).toEqual({ kind: 'pass' });
    expect(at(FRANCHISE_APPLY_PATH, 't1', false)).toEqual({ kind: 'pass' });
  });

  it('sends everything else to sign-in with the wanted path and query', () => {
    expect(at('/dashboard')).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fdashboard' });
    expect(at('/system/user?page=2')).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fsystem%2Fuser%3Fpage%3D2' });
    expect(at('/404')).toEqual({ kind: 'redirect', to: '/login?redirect=%2F404' });
  });

  it('sends a signed-in user away from /login, to the page it was sent from', () => {
    expect(at('/login', 't1')).toEqual({ kind: 'redirect', to: '/' });
    expect(at('/login?redirect=%2Fx%3Fpage%3D2', 't1', true)).toEqual({ kind: 'redirect', to: '/x?page=2' });
    expect(at('/login?redirect=%2F%2Fevil.example', 't1', true)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('loads the user when the roles are not known yet, then passes', () => {
    expect(at('/dashboard', 't1', false)).toEqual({ kind: 'loadUser' });
    expect(at('/auth-redirect?redirect=/x', 't1', false)).toEqual({ kind: 'loadUser' });
    expect(at('/dashboard', 't1', true)).toEqual({ kind: 'pass' });
  });
});

describe('queryTokenChange', () => {
  it('changes nothing without a token parameter or with the stored one', () => {
    expect(queryTokenChange('', 'stored')).toBeNull();
    expect(queryTokenChange('?redirect=/x', 'stored')).toBeNull();
    expect(queryTokenChange('?token=stored', 'stored')).toBeNull();
  });

  it('adopts a different token, or drops the stored one for an empty parameter', () => {
    expect(queryTokenChange('?token=other&redirect=/x', 'stored')).toEqual({ token: 'other' });
    expect(queryTokenChange('?token=new', '')).toEqual({ token: 'new' });
    expect(queryTokenChange('?token=', 'stored')).toEqual({ token: '' });
  });
});
