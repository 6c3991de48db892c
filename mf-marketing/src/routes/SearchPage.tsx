import { usePageSearchParams } from 'shared-ui/public';
import { SearchLink } from '../components/SearchLink.tsx';
import { usePageUrlFilters } from '../features/directory/hooks/usePageUrlFilters.ts';
import styles from '../components/marketing.module.css';
import { DirectoryFiltersForm } from '../features/directory/components/DirectoryFiltersForm.tsx';
import { DirectoryResults } from '../features/directory/components/DirectoryResults.tsx';
import { ProfileDetail } from '../features/directory/components/ProfileDetail.tsx';
import { useDirectory } from '../features/directory/hooks/useDirectory.ts';
import { DEFAULT_FILTERS, PROFILE_PARAM } from '../features/directory/model/directory.ts';

function Loading() {
  return (
    <div aria-busy="true" className={styles.section}>
      <p role="status">Chargement de l’annuaire…</p>
      <div className={styles.grid2}>
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
      </div>
    </div>
  );
}

/**
 * `/search`: the directory of published profiles; filters in the URL, fair daily order.
 * `/search?profil=ID` (filters kept): that professional's public page.
 */
export default function SearchPage() {
  const [filters, setFilters] = usePageUrlFilters(DEFAULT_FILTERS);
  const [params] = usePageSearchParams();
  const profileId = params.get(PROFILE_PARAM)?.trim() || '';
  const directory = useDirectory();
  const withoutProfile = new URLSearchParams(params);
  withoutProfile.delete(PROFILE_PARAM);
  const backTo = withoutProfile.size ? `/search?${withoutProfile}` : '/search';

  if (profileId) {
    const row = directory.status === 'ready' ? directory.rows.find((r) => r.id === profileId) : undefined;
    return (
      <div className={styles.page}>
        <header className={styles.section}>
          <h1>Trouver un professionnel du droit</h1>
        </header>
        {directory.status === 'loading' ? (
          <Loading />
        ) : directory.status === 'error' ? (
          <div role="alert" className={styles.panel}>
            <h2>L’annuaire n’a pas pu être chargé</h2>
            <p>{directory.message}</p>
          </div>
        ) : row ? (
          <ProfileDetail row={row} backTo={backTo} />
        ) : (
          <div className={styles.panel} role="alert">
            <h2>Profil introuvable</h2>
            <p>Ce professionnel n’est pas référencé dans l’annuaire, ou n’y publie plus son profil.</p>
            <p>
              <SearchLink href={backTo} className={styles.buttonLink}>
                Consulter l’annuaire
              </SearchLink>
            </p>
          </div>
        )}
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.section}>
        <h1>Trouver un professionnel du droit</h1>
        <p className={styles.lead}>
          Les professionnels inscrits sur Prétoire qui ont publié leur profil. Le mot « spécialiste » n’apparaît que
          pour une spécialisation certifiée ; les autres compétences sont présentées comme domaines d’activité
          dominants.
        </p>
      </header>
      <div className={styles.panel}>
        <DirectoryFiltersForm filters={filters} onChange={setFilters} />
      </div>
      <p className={styles.note}>
        Ordre d’affichage équitable : à critères égaux, l’ordre est tiré au sort chaque jour. Aucun professionnel ne
        paie pour être mieux placé.
      </p>
      {directory.status === 'loading' ? (
        <Loading />
      ) : directory.status === 'error' ? (
        <div role="alert" className={styles.panel}>
          <h2>L’annuaire n’a pas pu être chargé</h2>
          <p>{directory.message}</p>
        </div>
      ) : (
        <DirectoryResults rows={directory.rows} filters={filters} onChange={setFilters} />
      )}
    </div>
  );
}
