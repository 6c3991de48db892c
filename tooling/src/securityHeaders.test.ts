import fs from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, localOrigins, productionSecurityHeaders } from './securityHeaders.ts';

type HostingHeaders = { source: string; headers: { key: string; value: string }[] }[];
const firebaseJson = path.join(import.meta.dirname, '..', '..', 'firebase', 'firebase.json');

describe('en-têtes de sécurité', () => {
  it('firebase.json (hébergement) envoie exactement les en-têtes de securityHeaders.ts', () => {
    const hosting = (JSON.parse(fs.readFileSync(firebaseJson, 'utf8')) as { hosting: { headers: HostingHeaders } })
      .hosting;
    const all = hosting.headers.find((rule) => rule.source === '**');
    const sent = Object.fromEntries((all?.headers ?? []).map(({ key, value }) => [key, value]));
    // To update after a change: copy productionSecurityHeaders() into firebase.json.
    expect(sent).toEqual(productionSecurityHeaders());
  });

  it('la CSP n’autorise que nos origines : pas de script en ligne, pas d’eval, pas de cadre parent', () => {
    const csp = contentSecurityPolicy(localOrigins());
    const scripts = csp.split('; ').find((directive) => directive.startsWith('script-src'))!;
    expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:\/\/(?!localhost)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const production = productionSecurityHeaders()['Content-Security-Policy'];
    expect(production).toContain('https://identitytoolkit.googleapis.com');
    expect(production).not.toContain('localhost');
  });
});
