/**
 * The security headers every page of Prétoire is served with — one list for the local servers
 * (`pretoire-serve`, `--hosting`) and the production hosting config (firebase/firebase.json,
 * checked against this file by a test). Scripts, styles, frames and connections only go to the
 * app's own origins and the Firebase endpoints the production config names.
 */
import { APPS } from './apps.ts';
import { AUTH_EMULATOR_PORT, FIRESTORE_EMULATOR_PORT } from './env.ts';
import { HOSTING_PORT_OFFSET } from './hosting.ts';

/** What the Firebase web SDK talks to in production (Auth, token refresh, Firestore, Storage). */
export const FIREBASE_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
  'https://firebasestorage.googleapis.com',
];

/** Production: the shell and the remotes are published under the product's domain. */
export const PRODUCTION_APP_ORIGINS = ['https://pretoire.fr', 'https://*.pretoire.fr'];

/** Local: the eight apps (npm run serve and serve:hosting) and the Auth and Firestore emulators. */
export function localOrigins(): { apps: string[]; connect: string[] } {
  const apps = APPS.flatMap((app) => [
    `http://localhost:${app.port}`,
    `http://localhost:${app.port + HOSTING_PORT_OFFSET}`,
  ]);
  const emulator = [AUTH_EMULATOR_PORT, FIRESTORE_EMULATOR_PORT].flatMap((port) => [
    `http://127.0.0.1:${port}`,
    `http://localhost:${port}`,
  ]);
  return { apps, connect: emulator };
}

export function contentSecurityPolicy({ apps, connect }: { apps: string[]; connect: string[] }): string {
  const own = ["'self'", ...apps];
  return [
    "default-src 'self'",
    `script-src ${own.join(' ')}`,
    // Stylesheets come from the apps' origins; inline: the prerendered pages' <style>, the
    // libraries' own (FullCalendar), style-loader in development.
    `style-src ${own.join(' ')} 'unsafe-inline'`,
    `img-src ${own.join(' ')} data: blob:`,
    `font-src ${own.join(' ')} data:`,
    `connect-src ${[...own, ...connect].join(' ')}`,
    // PDF previews and generated files are blob: URLs of this page.
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(origins: { apps: string[]; connect: string[] }): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
  };
}

export const productionSecurityHeaders = () =>
  securityHeaders({ apps: PRODUCTION_APP_ORIGINS, connect: FIREBASE_ORIGINS });
