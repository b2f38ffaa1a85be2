import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect-to';

const BASE = 'https://recovery.example.org';
const target = (redirectTo: string | null) => safeRedirectTarget(redirectTo, BASE, '/admin-dashboard', '/admin/login');

describe('safeRedirectTarget', () => {
  it('goes back to a path on this site, with its query and hash', () => {
    expect(target('/admin/crm?status=new&page=2')).toBe('/admin/crm?status=new&page=2');
    expect(target('/admin/leads#filters')).toBe('/admin/leads#filters');
    expect(target('/')).toBe('/');
  });

  it('normalises the path the way the browser would', () => {
    expect(target('/admin/../admin/crm')).toBe('/admin/crm');
  });

  it('falls back when there is nowhere to go', () => {
    expect(target(null)).toBe('/admin-dashboard');
    expect(target('')).toBe('/admin-dashboard');
  });

  it('never leaves the site', () => {
    for (const away of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/admin',
      'http:/evil.example',
      'javascript:alert(1)',
      'admin/crm',
      '/\t/evil.example',
      '/\n/evil.example',
      '/admin\\..\\..\\evil',
    ]) {
      expect(target(away), away).toBe('/admin-dashboard');
    }
  });

  it('never sends back to the login page', () => {
    expect(target('/admin/login')).toBe('/admin-dashboard');
    expect(target('/admin/login?redirectTo=%2Fadmin%2Fcrm')).toBe('/admin-dashboard');
  });

  it('keeps an encoded path as a path on this site', () => {
    expect(target('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});
