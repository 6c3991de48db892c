/**
 * The guide for the public. Plain, accurate French; references to the texts so that a reader
 * can check them on Légifrance. General information, not a consultation: the last section says so.
 */

import { GUIDE_SECTIONS, type GuideSectionId } from '../model/sections.ts';
import styles from './guide.module.css';
import { GuideSection } from './GuideSection.tsx';

const titleOf = (id: GuideSectionId) => GUIDE_SECTIONS.find((s) => s.id === id)!.title;

export function GuideContent() {
  return (
    <div className={styles.content}>
      <GuideSection id="choisir-un-avocat" title={titleOf('choisir-un-avocat')}>
        <p>
          L’avocat conseille, rédige des actes, négocie et vous représente devant les juridictions. Il est inscrit à un
          barreau, tenu au secret professionnel, doit éviter tout conflit d’intérêts et est obligatoirement assuré pour
          sa responsabilité civile professionnelle. Vous pouvez choisir un avocat de n’importe quelle ville : il peut
          vous conseiller et plaider partout en France.
        </p>
        <h3>Spécialiste ou domaine d’activité : ce que disent les mots</h3>
        <p>
          Un avocat ne peut se dire <strong>« spécialiste »</strong> que s’il a obtenu un certificat de spécialisation
          délivré par le Conseil national des barreaux, après plusieurs années de pratique dans la matière et un
          entretien de validation devant un jury (droit du travail, droit pénal, droit de la famille, des personnes et
          de leur patrimoine, droit fiscal et droit douanier, droit immobilier…). Sans ce certificat, il peut indiquer
          ses <strong>domaines d’activité dominants</strong>, trois au plus, selon le Règlement intérieur national de la
          profession (article 10). Sur Prétoire, l’annuaire applique exactement cette règle.
        </p>
        <h3>Les autres professionnels du droit</h3>
        <ul>
          <li>
            <strong>Le notaire</strong> rédige les actes authentiques : vente immobilière, contrat de mariage, donation,
            règlement d’une succession.
          </li>
          <li>
            <strong>Le commissaire de justice</strong> (anciennement huissier de justice et commissaire-priseur) délivre
            les actes de procédure, fait exécuter les décisions (saisies, expulsions) et dresse des constats.
          </li>
          <li>
            <strong>Le juriste</strong> peut vous informer et vous conseiller dans les limites fixées par la loi, mais
            ne peut pas vous représenter devant un tribunal.
          </li>
        </ul>
        <h3>Quand l’avocat est-il obligatoire ?</h3>
        <p>
          Devant le tribunal judiciaire, la représentation par avocat est la règle, sauf exceptions (notamment les
          demandes jusqu’à 10 000 €, certaines matières comme les affaires de tutelle ou de crédit à la consommation, et
          les procédures devant le juge des contentieux de la protection). Elle est aussi obligatoire devant la cour
          d’appel dans la plupart des affaires et devant la cour d’assises pour l’accusé. Devant le conseil de
          prud’hommes ou le tribunal de commerce, vous pouvez vous défendre seul, mais l’avocat reste souvent utile. Si
          votre avocat exerce loin du tribunal saisi, il peut devoir s’associer un confrère local (le « postulant »), ce
          qui peut ajouter des frais : demandez-le dès le départ.
        </p>
        <h3>Les bonnes questions à poser</h3>
        <ul>
          <li>Avez-vous déjà traité des affaires comparables ? Qui suivra mon dossier au quotidien ?</li>
          <li>Comment seront calculés vos honoraires, et à combien estimez-vous le coût total ?</li>
          <li>Quelles sont les étapes, leur durée probable, et les risques si je perds ?</li>
          <li>Une solution amiable (négociation, médiation, conciliation) est-elle envisageable ?</li>
        </ul>
        <p>
          Pour un premier avis gratuit, les <strong>points-justice</strong> (mairies, tribunaux, maisons de justice et
          du droit) proposent des consultations d’avocats ; le numéro national 3039 vous oriente vers le plus proche.
        </p>
      </GuideSection>

      <GuideSection id="premier-rendez-vous" title={titleOf('premier-rendez-vous')}>
        <p>
          Un premier rendez-vous bien préparé dure moins longtemps, coûte moins cher et permet à l’avocat de vous donner
          un avis plus sûr. Tout ce que vous lui dites est couvert par le secret professionnel (loi du 31 décembre 1971,
          article 66-5) : soyez complet, y compris sur ce qui vous semble défavorable.
        </p>
        <h3>Les documents à apporter</h3>
        <ul>
          <li>Une pièce d’identité et les coordonnées complètes des autres personnes concernées.</li>
          <li>
            Une <strong>chronologie</strong> d’une page : les dates, les faits, qui a dit ou fait quoi.
          </li>
          <li>
            Tous les écrits : contrats, devis, factures, courriers, emails, SMS (captures avec la date visible), photos.
          </li>
          <li>
            Tout acte reçu — assignation, convocation, signification, jugement — <strong>avec son enveloppe</strong> ou
            la date à laquelle vous l’avez reçu : c’est souvent elle qui fait courir un délai.
          </li>
          <li>
            Selon le sujet : contrat de travail, bulletins de paie et lettre de licenciement ; livret de famille,
            contrat de mariage et justificatifs de revenus et de charges ; bail, état des lieux et quittances ; titre de
            propriété.
          </li>
          <li>
            Vos contrats d’assurance (habitation, automobile, carte bancaire) : ils contiennent peut-être une protection
            juridique, et votre dernier avis d’imposition si vous pensez avoir droit à l’aide juridictionnelle.
          </li>
        </ul>
        <h3>Ce qu’il faut savoir de vous-même</h3>
        <p>
          Ce que vous voulez obtenir (une somme, un acte, l’arrêt d’un trouble, une séparation apaisée), ce que vous
          êtes prêt à accepter, votre budget, et les dates qui comptent pour vous. Notez vos questions à l’avance.
        </p>
      </GuideSection>

      <GuideSection id="honoraires" title={titleOf('honoraires')}>
        <p>
          Les honoraires de l’avocat sont libres : ils sont fixés d’un commun accord avec vous, en tenant compte de la
          difficulté de l’affaire, du temps passé, de la notoriété de l’avocat et de votre situation de fortune (loi n°
          71-1130 du 31 décembre 1971, article 10).
        </p>
        <h3>La convention d’honoraires est obligatoire</h3>
        <p>
          Sauf urgence, force majeure ou aide juridictionnelle totale, l’avocat doit conclure avec vous une{' '}
          <strong>convention d’honoraires écrite</strong>. Elle précise le montant ou le mode de détermination des
          honoraires couvrant les diligences prévisibles, ainsi que les divers frais et débours envisagés. Lisez-la
          avant de signer et demandez ce qui se passe si l’affaire se complique (appel, expertise).
        </p>
        <h3>Les façons de calculer</h3>
        <ul>
          <li>
            <strong>Au temps passé</strong> : un taux horaire, multiplié par le temps réellement consacré au dossier ;
            demandez un relevé détaillé.
          </li>
          <li>
            <strong>Au forfait</strong> : un prix pour une prestation ou une étape (une consultation, une procédure de
            divorce par consentement mutuel, une audience).
          </li>
          <li>
            <strong>Un honoraire de résultat</strong>, en pourcentage de ce que vous obtenez,{' '}
            <strong>uniquement en complément</strong> d’un honoraire au temps ou au forfait : un honoraire qui ne
            dépendrait que du résultat (le « pacte de quota litis ») est interdit.
          </li>
        </ul>
        <p>
          S’y ajoutent la TVA (20 %), les frais et débours (frais de greffe, actes de commissaire de justice, expertise,
          déplacements) et, dans certaines procédures, des émoluments tarifés. L’avocat demande souvent une provision
          (une avance) ; à la fin, il doit vous remettre un compte détaillé distinguant frais et débours, émoluments,
          honoraires et provisions déjà versées.
        </p>
        <h3>Si vous perdez, si vous gagnez</h3>
        <p>
          Le juge peut condamner la partie qui perd à verser à l’autre une somme pour ses frais d’avocat (article 700 du
          Code de procédure civile, article 475-1 du Code de procédure pénale), mais elle couvre rarement tous vos
          frais.
        </p>
        <h3>En cas de désaccord</h3>
        <p>
          Parlez-en d’abord à votre avocat. À défaut d’accord, vous pouvez saisir le <strong>bâtonnier</strong> de son
          ordre par lettre recommandée ; sa décision peut être contestée devant le premier président de la cour d’appel
          dans le mois. Si vous êtes un particulier, le médiateur de la consommation de la profession d’avocat peut
          aussi être saisi gratuitement.
        </p>
      </GuideSection>

      <GuideSection id="aide-juridictionnelle" title={titleOf('aide-juridictionnelle')}>
        <p>
          L’aide juridictionnelle permet à l’État de prendre en charge tout ou partie des honoraires d’avocat et des
          frais de justice (commissaire de justice, expertise) lorsque vos ressources sont modestes (loi n° 91-647 du 10
          juillet 1991). Elle est <strong>totale</strong> ou <strong>partielle</strong> (l’État paie alors 55 % ou 25 %
          et vous convenez du complément avec l’avocat).
        </p>
        <h3>Les conditions</h3>
        <ul>
          <li>
            Des ressources sous un plafond, apprécié à partir du revenu fiscal de référence, de la valeur de votre
            patrimoine et de la composition du foyer. Les plafonds sont revalorisés chaque année : le simulateur
            officiel sur justice.fr vous répond en quelques minutes.
          </li>
          <li>
            Être français, ressortissant de l’Union européenne ou étranger en situation régulière en France (des
            exceptions existent, notamment pour les mineurs et certaines procédures concernant les étrangers).
          </li>
          <li>
            Ne pas être couvert par une assurance de protection juridique pour ce litige : l’aide juridictionnelle ne
            joue qu’à défaut.
          </li>
          <li>Une action qui n’apparaît pas manifestement irrecevable ou dénuée de fondement.</li>
        </ul>
        <h3>Comment la demander</h3>
        <ol>
          <li>
            Remplissez le formulaire de demande d’aide juridictionnelle (cerfa n° 16146) ou faites la demande en ligne
            sur justice.fr.
          </li>
          <li>
            Joignez vos justificatifs : avis d’imposition, ressources du foyer, et si vous en avez choisi un, l’accord
            de votre avocat. Sinon, le bâtonnier en désigne un.
          </li>
          <li>
            Adressez-la au bureau d’aide juridictionnelle du tribunal judiciaire de votre domicile, ou de la juridiction
            saisie.
          </li>
        </ol>
        <p className={styles.callout}>
          Faites la demande tôt : dans de nombreuses procédures, une demande d’aide juridictionnelle déposée avant
          l’expiration d’un délai de recours interrompt ce délai jusqu’à la décision du bureau. Demandez-le au bureau
          d’aide juridictionnelle ou à l’avocat sans attendre le dernier jour.
        </p>
      </GuideSection>

      <GuideSection id="protection-juridique" title={titleOf('protection-juridique')}>
        <p>
          Beaucoup de personnes sont couvertes sans le savoir : l’assurance de protection juridique est souvent incluse
          dans un contrat multirisque habitation, une assurance automobile, une carte bancaire haut de gamme ou une
          offre de votre employeur (Code des assurances, articles L127-1 et suivants).
        </p>
        <ul>
          <li>
            Elle prend en charge, dans la limite de plafonds par intervention, les honoraires d’avocat, les frais
            d’expertise et de procédure.
          </li>
          <li>
            <strong>Vous choisissez librement votre avocat</strong> (article L127-3) : l’assureur peut en proposer un,
            pas vous l’imposer. Les honoraires sont convenus entre vous et l’avocat ; l’assureur rembourse selon son
            barème.
          </li>
          <li>
            Déclarez le litige à l’assureur <strong>avant</strong> d’engager des frais, vérifiez le montant minimal du
            litige couvert et le délai de carence éventuel.
          </li>
          <li>
            En cas de désaccord avec l’assureur sur la façon de régler le litige, le contrat prévoit une procédure
            d’arbitrage (article L127-4).
          </li>
        </ul>
      </GuideSection>

      <GuideSection id="procedure-civile" title={titleOf('procedure-civile')}>
        <p>
          Un procès civil oppose des particuliers ou des entreprises : loyer impayé, malfaçon, divorce, succession,
          licenciement (devant le conseil de prud’hommes), litige commercial. Les grandes étapes sont les mêmes.
        </p>
        <ol>
          <li>
            <strong>Tenter un règlement amiable.</strong> Une mise en demeure écrite d’abord. Pour une demande jusqu’à 5
            000 € ou un conflit de voisinage, une tentative de conciliation, de médiation ou de procédure participative
            est en principe obligatoire avant de saisir le tribunal judiciaire (article 750-1 du Code de procédure
            civile). Le conciliateur de justice est gratuit.
          </li>
          <li>
            <strong>Saisir la juridiction</strong>, le plus souvent par une <em>assignation</em> délivrée par un
            commissaire de justice, parfois par une requête. En cas d’urgence, le juge des référés peut ordonner des
            mesures provisoires en quelques semaines.
          </li>
          <li>
            <strong>Échanger les arguments et les pièces.</strong> Chaque partie communique ses écrits (les «
            conclusions ») et ses preuves à l’autre : c’est le principe du contradictoire. Un juge de la mise en état
            veille au calendrier.
          </li>
          <li>
            <strong>L’audience</strong>, où les avocats plaident, puis le <strong>délibéré</strong> : le tribunal
            annonce la date à laquelle il rendra sa décision.
          </li>
          <li>
            <strong>Le jugement</strong>, qui doit être signifié (remis officiellement) par un commissaire de justice.
            En première instance, il est en principe exécutoire tout de suite, même en cas d’appel.
          </li>
          <li>
            <strong>Les recours</strong> : l’appel dans un délai d’un mois en général à compter de la signification
            (quinze jours contre une ordonnance de référé), puis le pourvoi en cassation dans les deux mois.
          </li>
          <li>
            <strong>L’exécution</strong> : si la partie condamnée ne paie pas, un commissaire de justice peut procéder à
            des saisies.
          </li>
        </ol>
        <p>Comptez de quelques mois à deux ans en première instance selon le tribunal et la complexité de l’affaire.</p>
      </GuideSection>

      <GuideSection id="procedure-penale" title={titleOf('procedure-penale')}>
        <p>
          Le droit pénal sanctionne les infractions : contraventions (le moins grave), délits et crimes. L’action est
          menée par le procureur de la République au nom de la société ; la victime peut y participer pour obtenir
          réparation.
        </p>
        <h3>Vous êtes victime</h3>
        <ul>
          <li>
            Portez plainte au commissariat ou à la gendarmerie (ils ne peuvent pas refuser de l’enregistrer), ou par
            lettre au procureur de la République du tribunal judiciaire.
          </li>
          <li>
            Le procureur décide : classement sans suite, mesure alternative aux poursuites, ou poursuites devant le
            tribunal.
          </li>
          <li>
            En cas de classement ou sans réponse pendant trois mois, vous pouvez déposer une plainte avec constitution
            de partie civile auprès du doyen des juges d’instruction, qui ouvre en principe une enquête judiciaire.
          </li>
          <li>
            Constituez-vous <strong>partie civile</strong> pour demander des dommages et intérêts. Pour les infractions
            les plus graves, la commission d’indemnisation des victimes d’infractions (CIVI) peut vous indemniser même
            si l’auteur est insolvable ou inconnu.
          </li>
        </ul>
        <h3>Vous êtes mis en cause</h3>
        <ul>
          <li>
            En <strong>garde à vue</strong> (24 heures, renouvelable), vous avez le droit d’être assisté par un avocat
            dès le début, de vous entretenir avec lui en privé pendant 30 minutes, de vous taire, de faire prévenir un
            proche et d’être examiné par un médecin. Les mêmes droits à l’avocat et au silence s’appliquent lors d’une
            audition libre.
          </li>
          <li>
            Pour les crimes et les affaires complexes, un juge d’instruction enquête ; il peut vous placer sous le
            statut de témoin assisté ou vous mettre en examen.
          </li>
        </ul>
        <h3>Le jugement et les recours</h3>
        <p>
          Les contraventions sont jugées par le tribunal de police, les délits par le tribunal correctionnel, les crimes
          par la cour d’assises (avec un jury) ou la cour criminelle départementale. L’appel doit être formé dans les
          dix jours du jugement, le pourvoi en cassation dans les cinq jours francs.
        </p>
      </GuideSection>

      <GuideSection id="delais" title={titleOf('delais')}>
        <p>
          Un droit qui n’est pas exercé à temps est perdu, même s’il était incontestable. Il faut distinguer le délai
          pour agir en justice (la <strong>prescription</strong>) et les délais à l’intérieur d’une procédure (pour
          faire appel, pour répondre).
        </p>
        <h3>Quelques délais pour agir</h3>
        <ul>
          <li>
            En matière civile, <strong>cinq ans</strong> en principe à partir du jour où vous avez connu (ou auriez dû
            connaître) les faits (Code civil, article 2224).
          </li>
          <li>
            Contester un licenciement : douze mois à compter de sa notification (Code du travail, article L1471-1).
          </li>
          <li>Réclamer des salaires impayés : trois ans (Code du travail, article L3245-1).</li>
          <li>
            Un vice caché : deux ans à compter de sa découverte (Code civil, article 1648). Un dommage corporel : dix
            ans à compter de la consolidation (article 2226).
          </li>
          <li>
            En matière pénale, pour que l’auteur puisse être poursuivi : un an pour une contravention, six ans pour un
            délit, vingt ans pour un crime, avec des délais plus longs pour certaines infractions (notamment sur
            mineurs).
          </li>
        </ul>
        <h3>Comment un délai se compte</h3>
        <ul>
          <li>
            Le jour de l’événement qui fait courir le délai ne compte pas (Code de procédure civile, article 641). Un
            délai d’un mois à compter du 15 mars expire le 15 avril ; s’il n’y a pas de jour correspondant, le dernier
            jour du mois.
          </li>
          <li>
            Le délai expire le dernier jour à 24 heures ; s’il tombe un samedi, un dimanche ou un jour férié, il est
            prolongé jusqu’au premier jour ouvrable suivant (article 642).
          </li>
          <li>
            Les délais de procédure sont augmentés d’un mois pour les personnes qui demeurent en outre-mer et de deux
            mois pour celles qui demeurent à l’étranger (article 643).
          </li>
        </ul>
        <p className={styles.callout}>
          Une simple lettre, même recommandée, n’arrête pas la prescription. Seules l’interrompent une demande en
          justice (même en référé), la reconnaissance du droit par l’adversaire ou une mesure d’exécution forcée ; une
          médiation ou une conciliation la suspend. En cas de doute, consultez sans attendre.
        </p>
      </GuideSection>

      <GuideSection id="vos-donnees" title={titleOf('vos-donnees')}>
        <p>
          Vous pouvez consulter l’annuaire et prendre rendez-vous sans créer de compte. Lorsque vous envoyez une
          demande, votre nom, votre email, votre téléphone et l’objet du rendez-vous sont transmis au seul professionnel
          choisi, qui en est responsable. Ne donnez aucune information sensible dans le formulaire : vous exposerez
          votre situation lors du rendez-vous, sous le secret professionnel.
        </p>
        <p>
          Une demande non suivie d’un rendez-vous est supprimée au plus tard douze mois après la date prévue. Vous
          pouvez demander au professionnel l’accès à vos données, leur rectification ou leur effacement, et saisir la
          CNIL. Les détails figurent dans la notice de la page <a href="/book#confidentialite">Prendre rendez-vous</a>.
        </p>
        <p>
          Ce guide donne une information générale, à jour de sa rédaction ; il ne remplace pas la consultation d’un
          professionnel, qui seul peut apprécier votre situation.
        </p>
      </GuideSection>
    </div>
  );
}
