/**
 * The area's working context. Screens read data with shared-data's live hooks
 * (`useDocument`, `useCollection`, `useFirm`) and write through their feature's
 * `hooks/*Actions.ts`; this hook only adds the signed-in user's id to the cabinet.
 */
import { useSession } from 'shared-auth';
import { useFirm } from 'shared-data';

export type WorkContext = {
  firmId: string | null;
  uid: string | null;
  role: 'owner' | 'member' | null;
  loading: boolean;
};

/** The signed-in user's cabinet and uid; `firmId` null when signed out or in no cabinet. */
export function useWorkContext(): WorkContext {
  const { user, initialized } = useSession();
  const { firm, loading } = useFirm();
  return {
    firmId: firm?.firmId ?? null,
    uid: user?.id ?? null,
    role: firm?.role ?? null,
    loading: !initialized || loading,
  };
}
