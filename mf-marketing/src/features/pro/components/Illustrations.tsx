/**
 * Self-hosted SVG illustrations and mock-ups of the product's screens (no images from outside).
 * Fixed viewBox and aspect ratio: they take their place before anything loads (no layout shift).
 */
import type { ReactNode } from 'react';

const INK = '#1b2230';
const PRIMARY = '#1f3a68';
const ACCENT = '#a4471f';
const LINE = '#d5dae1';
const SOFT = '#eef2f8';

function Frame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 320 200"
      role="img"
      aria-label={label}
      style={{ width: '100%', height: 'auto', aspectRatio: '320 / 200', display: 'block' }}
    >
      <rect x="0.5" y="0.5" width="319" height="199" rx="10" fill="#fff" stroke={LINE} />
      <rect x="0.5" y="0.5" width="319" height="26" rx="10" fill={SOFT} stroke={LINE} />
      <circle cx="16" cy="14" r="4" fill={LINE} />
      <circle cx="30" cy="14" r="4" fill={LINE} />
      <circle cx="44" cy="14" r="4" fill={LINE} />
      {children}
    </svg>
  );
}

const text = (x: number, y: number, value: string, size = 10, fill = INK, weight = 400) => (
  <text x={x} y={y} fontSize={size} fill={fill} fontWeight={weight} fontFamily="system-ui, sans-serif">
    {value}
  </text>
);

/** Decorative: a profile card and a few free slots. */
export function HomeIllustration() {
  return (
    <svg
      viewBox="0 0 320 200"
      aria-hidden="true"
      focusable="false"
      style={{ width: '100%', maxWidth: 420, height: 'auto', aspectRatio: '320 / 200', justifySelf: 'center' }}
    >
      <rect x="10" y="20" width="190" height="120" rx="12" fill="#fff" stroke={LINE} />
      <circle cx="45" cy="58" r="20" fill={SOFT} stroke={PRIMARY} />
      <rect x="75" y="45" width="100" height="10" rx="5" fill={PRIMARY} />
      <rect x="75" y="62" width="70" height="8" rx="4" fill={LINE} />
      <rect x="25" y="92" width="60" height="18" rx="9" fill={SOFT} stroke={PRIMARY} />
      <rect x="92" y="92" width="60" height="18" rx="9" fill={SOFT} stroke={PRIMARY} />
      <rect x="120" y="60" width="190" height="130" rx="12" fill="#fff" stroke={LINE} />
      <rect x="135" y="75" width="90" height="10" rx="5" fill={INK} />
      {[0, 1, 2].map((row) =>
        [0, 1, 2].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={135 + col * 56}
            y={98 + row * 28}
            width="48"
            height="20"
            rx="6"
            fill={row === 1 && col === 1 ? PRIMARY : SOFT}
            stroke={PRIMARY}
          />
        )),
      )}
    </svg>
  );
}

export function CasesMockup() {
  return (
    <Frame label="Aperçu : la liste des dossiers avec leur référence, leur client et leur statut">
      {text(16, 48, 'Dossiers', 13, PRIMARY, 700)}
      {[
        ['2026-0042', 'Succession Martin', 'ouvert'],
        ['2026-0041', 'SARL Lenoir c/ Bâtiplus', 'en attente'],
        ['2026-0039', 'Divorce Roche', 'ouvert'],
        ['2026-0035', 'Prud’hommes Benali', 'clos'],
      ].map(([ref, title, status], i) => (
        <g key={ref}>
          <rect x="16" y={60 + i * 32} width="288" height="26" rx="5" fill={i % 2 ? '#fff' : SOFT} />
          {text(24, 77 + i * 32, ref!, 10, INK, 600)}
          {text(92, 77 + i * 32, title!)}
          {text(240, 77 + i * 32, status!, 10, status === 'clos' ? '#4f5a6b' : PRIMARY, 600)}
        </g>
      ))}
    </Frame>
  );
}

export function InvoiceMockup() {
  return (
    <Frame label="Aperçu : une facture avec ses lignes d’honoraires, la TVA et le total TTC">
      {text(16, 48, 'Facture 2026-0118', 13, PRIMARY, 700)}
      {[
        ['Consultation et analyse du dossier', '450,00 €'],
        ['Rédaction des conclusions', '1 200,00 €'],
        ['Débours : frais de greffe', '35,00 €'],
      ].map(([label, amount], i) => (
        <g key={label}>
          {text(16, 74 + i * 20, label!)}
          {text(250, 74 + i * 20, amount!)}
        </g>
      ))}
      <line x1="16" y1="136" x2="304" y2="136" stroke={LINE} />
      {text(16, 154, 'Total HT 1 650,00 € · TVA 20 % 330,00 €')}
      {text(16, 176, 'Total TTC 2 015,00 €', 12, INK, 700)}
      <rect x="230" y="160" width="74" height="22" rx="11" fill={SOFT} stroke={PRIMARY} />
      {text(245, 175, 'Factur-X', 10, PRIMARY, 600)}
    </Frame>
  );
}

export function AgendaMockup() {
  const days = ['Lun', 'Mar', 'Mer', 'Jeu', 'Ven'];
  return (
    <Frame label="Aperçu : la semaine de l’agenda avec une audience, des rendez-vous et un délai">
      {days.map((day, i) => (
        <g key={day}>
          {text(28 + i * 58, 46, day, 10, INK, 600)}
          <line x1={16 + i * 58} y1="52" x2={16 + i * 58} y2="190" stroke={LINE} />
        </g>
      ))}
      <rect x="20" y="62" width="50" height="40" rx="5" fill={PRIMARY} />
      {text(24, 80, 'Audience', 9, '#fff', 600)}
      {text(24, 94, 'TJ Lyon', 9, '#fff')}
      <rect x="136" y="110" width="50" height="30" rx="5" fill={SOFT} stroke={PRIMARY} />
      {text(140, 128, 'RDV', 9, PRIMARY, 600)}
      <rect x="194" y="70" width="50" height="30" rx="5" fill="#fff" stroke={ACCENT} strokeDasharray="4 2" />
      {text(198, 88, 'À confirmer', 8, ACCENT, 600)}
      <rect x="252" y="150" width="52" height="30" rx="5" fill="#fdecea" stroke="#b3261e" />
      {text(256, 168, 'Délai', 9, '#b3261e', 600)}
    </Frame>
  );
}

export function DirectoryMockup() {
  return (
    <Frame label="Aperçu : votre profil dans l’annuaire, avec vos domaines et votre prochain créneau libre">
      <circle cx="46" cy="66" r="20" fill={SOFT} stroke={PRIMARY} />
      {text(76, 60, 'Me Claire Durand', 12, INK, 700)}
      {text(76, 76, 'Cabinet Durand & Associés · Lyon')}
      {text(16, 110, 'Domaines d’activité dominants', 10, INK, 600)}
      <rect x="16" y="118" width="120" height="20" rx="10" fill={SOFT} stroke={LINE} />
      {text(24, 132, 'Droit de la famille', 9)}
      <rect x="142" y="118" width="110" height="20" rx="10" fill={SOFT} stroke={LINE} />
      {text(150, 132, 'Droit immobilier', 9)}
      {text(16, 166, 'Prochain créneau : lundi 09:00', 10, PRIMARY, 600)}
      <rect x="200" y="152" width="104" height="26" rx="6" fill={PRIMARY} />
      {text(208, 169, 'Prendre rendez-vous', 9, '#fff', 600)}
    </Frame>
  );
}

export function TeamMockup() {
  const columns = ['À faire', 'En cours', 'En revue', 'Terminé'];
  return (
    <Frame label="Aperçu : le tableau des tâches de l’équipe en quatre colonnes">
      {columns.map((column, i) => (
        <g key={column}>
          <rect x={12 + i * 76} y="36" width="70" height="154" rx="6" fill={SOFT} />
          {text(18 + i * 76, 52, column, 9, INK, 600)}
          {[0, 1, 2 - (i % 2)].map((card) => (
            <rect
              key={card}
              x={18 + i * 76}
              y={60 + card * 34}
              width="58"
              height="26"
              rx="4"
              fill="#fff"
              stroke={LINE}
            />
          ))}
        </g>
      ))}
    </Frame>
  );
}
