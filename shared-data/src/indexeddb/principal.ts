/**
 * Who calls, as the policy sees it: the signed-in user and the cabinet and role of their
 * membership document (read here, where Firestore's rules would get() it).
 */
import type { LocalRow } from '../localDatabase.ts';
import { paths } from '../paths.ts';
import type { Principal } from '../policy.ts';
import type { DocData } from '../port.ts';
import type { LocalConnection } from './connection.ts';

export type AuthIdentity = { uid: string; email: string } | null;

/** The principal of `auth` given its membership's data (none: no cabinet, no role). */
export const principalFrom = (auth: AuthIdentity, membership: DocData | undefined): Principal =>
  auth
    ? {
        uid: auth.uid,
        email: auth.email,
        firmId: typeof membership?.firmId === 'string' ? membership.firmId : null,
        role: membership?.role === 'owner' || membership?.role === 'member' ? membership.role : null,
      }
    : null;

/** Reads the caller's membership now and answers their principal. */
export const principalReader =
  (connection: LocalConnection, getAuth: () => AuthIdentity) => async (): Promise<Principal> => {
    const auth = getAuth();
    return principalFrom(
      auth,
      auth ? (await connection.getRow<LocalRow>('docs', paths.membership(auth.uid)))?.data : undefined,
    );
  };
