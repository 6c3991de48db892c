import { Link } from 'shared-ui';
import pageStyles from '../components/marketing.module.css';
import { GuideContent } from '../features/guide/components/GuideContent.tsx';
import styles from '../features/guide/components/guide.module.css';
import { HashLink } from '../features/guide/components/HashLink.tsx';
import { useSectionScroll } from '../features/guide/hooks/useSectionScroll.ts';
import { GUIDE_SECTIONS } from '../features/guide/model/sections.ts';

/** `/guide`: the guide for the public, with a table of contents of hash links (the shell scrolls). */
export default function GuidePage() {
  useSectionScroll();
  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.section}>
        <h1>Le guide du justiciable</h1>
        <p className={pageStyles.lead}>
          Choisir un avocat, préparer le premier rendez-vous, comprendre les honoraires, les aides, le déroulement d’un
          procès et les délais : l’essentiel, en clair.
        </p>
      </header>
      <div className={styles.layout}>
        <nav id="sommaire" aria-labelledby="sommaire-title" className={styles.toc} tabIndex={-1}>
          <h2 id="sommaire-title">Sommaire</h2>
          <ol>
            {GUIDE_SECTIONS.map((section) => (
              <li key={section.id}>
                <HashLink id={section.id}>{section.title}</HashLink>
              </li>
            ))}
          </ol>
        </nav>
        <GuideContent />
      </div>
      <p className={pageStyles.actions}>
        <Link to="/search" className={pageStyles.buttonLink}>
          Trouver un professionnel
        </Link>
      </p>
    </div>
  );
}
