/**
 * Every page is served with the security headers (tooling/src/securityHeaders.ts). That no page
 * logs a Content-Security-Policy violation is checked on each of the 44 routes by routes.spec.ts.
 */
import { expect } from '@playwright/test';
import { test } from './fixtures.ts';

test('les pages sont servies avec la CSP et les en-têtes de sécurité', async ({ request }) => {
  for (const path of ['/', '/pro/login', '/app/cases', '/remotes.json']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toContain("object-src 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
  }
});
