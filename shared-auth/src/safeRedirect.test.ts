import { safeRedirectPath } from './safeRedirect.ts';

describe('redirect : uniquement un chemin de même origine', () => {
  it.each([
    '/app/cases',
    '/app/cases/abc?tab=documents',
    '/app/help#raccourcis',
    '/app/research/articles/delai-d-appel',
    '/pro/settings?x=%2Fy',
  ])('accepte %s', (value) => {
    expect(safeRedirectPath(value)).toBe(value);
  });

  it.each([
    '//evil.example',
    '//evil.example/app',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'https://evil.example/app',
    'http:evil.example',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n//evil.example',
    '/\u0000//evil.example',
    'evil.example',
    'app/cases',
    '',
    '///evil.example',
    `/${'a'.repeat(3000)}`,
  ])('refuse %j et revient à /app', (value) => {
    expect(safeRedirectPath(value)).toBe('/app');
  });

  it('refuse aussi null et undefined', () => {
    expect(safeRedirectPath(null)).toBe('/app');
    expect(safeRedirectPath(undefined)).toBe('/app');
  });
});
