import { useEffect } from 'react';
import pageStyles from '../components/marketing.module.css';
import { GuideContent } from '../features/guide/components/GuideContent.tsx';
import styles from '../features/guide/components/guide.module.css';
import { HashLink } from '../features/guide/components/HashLink.tsx';
import { GUIDE_SECTIONS } from '../features/guide/model/sections.ts';

/** `/guide`: the guide for the public, with a table of contents of hash links (the browser scrolls). */
export default function GuidePage() {
  // Opened on a section (/guide#honoraires) before this page was rendered — no prerendered page in
  // development or on the standalone page: the browser found nothing to scroll to yet.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
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
        <a href="/search" className={pageStyles.buttonLink}>
          Trouver un professionnel
        </a>
      </p>
    </div>
  );
}
