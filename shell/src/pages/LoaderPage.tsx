import { useNavigate, useSearchParams } from 'shared-ui';
import { useEffect } from 'react';
import { initAuth, safeRedirectPath, useSession } from 'shared-auth';

/** /app/loader: waits for the session to be initialised, then continues to the intended page. */
export function LoaderPage() {
  const { initialized } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirectPath(params.get('redirect'));

  useEffect(() => {
    void initAuth();
  }, []);

  useEffect(() => {
    if (initialized) navigate(target, { replace: true });
  }, [initialized, navigate, target]);

  return (
    <div className="pt-loader" role="status" aria-live="polite">
      <p>Chargement de votre espace…</p>
    </div>
  );
}
