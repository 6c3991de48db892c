/**
 * The demo's public side: 24 published professional profiles (the demo cabinets' four people
 * first) with their weekly availability, and three pending booking requests for Claire Durand
 * with the slots they take. Its own random sequence: the public directory reads it on a first
 * visit without the rest of the demo (public.ts), and the seeding writes exactly the same.
 */
import { LANGUAGES, PRACTICE_AREAS } from '../constants.ts';
import { DEMO_IDS, DEMO_USERS } from '../demoIds.ts';
import { publicPaths as paths } from '../publicPaths.ts';
import type { Availability, BookingRequest, BookingSlot, PublicProfile } from '../schemas.ts';
import {
  type DemoDocument,
  demoClock,
  FIRST_NAMES_F,
  FIRST_NAMES_M,
  int,
  LAST_NAMES,
  pad,
  pick,
  seededRandom,
  STREETS,
} from './basics.ts';

export type DirectoryDemoInput = {
  /** The demo cabinet's name (its three people's profiles). */
  firmName: string;
  at: (offset: number, hour: number, minute?: number) => string;
  localDay: (offset: number) => string;
  /** When the profiles were written. */
  created: string;
  put: (path: string, data: object) => void;
};

export const DEMO_FIRM_NAME = 'Cabinet Durand & Associés';
/** The demo cabinet's address: its identity, its invoices and its lawyers' meeting place. */
export const DEMO_FIRM_ADDRESS = '12 rue de la République, 69002 Lyon';

export function buildDirectoryDemo({ firmName, at, localDay, created, put }: DirectoryDemoInput): void {
  const rng = seededRandom(20260102);
  const cities = [
    ['Lyon', '69002'],
    ['Paris', '75008'],
    ['Marseille', '13006'],
    ['Toulouse', '31000'],
    ['Bordeaux', '33000'],
    ['Lille', '59000'],
    ['Nantes', '44000'],
    ['Strasbourg', '67000'],
    ['Montpellier', '34000'],
    ['Rennes', '35000'],
    ['Nice', '06000'],
    ['Grenoble', '38000'],
  ] as const;
  const titles = ['Avocat', 'Avocate', 'Juriste', 'Notaire', 'Commissaire de justice'];
  const profiles: { uid: string; firmId: string; fullName: string; firmName: string; female: boolean }[] = [
    { uid: DEMO_IDS.ownerUid, firmId: DEMO_IDS.firmId, fullName: 'Claire Durand', firmName, female: true },
    { uid: DEMO_IDS.member1Uid, firmId: DEMO_IDS.firmId, fullName: 'Julien Martin', firmName, female: false },
    { uid: DEMO_IDS.member2Uid, firmId: DEMO_IDS.firmId, fullName: 'Sophie Bernard', firmName, female: true },
    {
      uid: DEMO_IDS.otherOwnerUid,
      firmId: DEMO_IDS.otherFirmId,
      fullName: 'Marc Leroy',
      firmName: 'Cabinet Leroy',
      female: false,
    },
  ];
  for (let i = profiles.length; i < 24; i += 1) {
    const female = i % 2 === 0;
    const fullName = `${pick(rng, female ? FIRST_NAMES_F : FIRST_NAMES_M)} ${LAST_NAMES[(i * 11) % LAST_NAMES.length]}`;
    const uid = `demo-pro-${pad(i + 1)}`;
    profiles.push({
      uid,
      firmId: uid,
      fullName,
      firmName: i % 3 === 0 ? `Cabinet ${fullName.split(' ')[1]}` : `${fullName} Avocat`,
      female,
    });
  }
  profiles.forEach((p, i) => {
    const [city, postcode] = i < 4 ? cities[0] : cities[i % cities.length]!;
    const areas = [PRACTICE_AREAS[i % PRACTICE_AREAS.length]!, PRACTICE_AREAS[(i * 7 + 3) % PRACTICE_AREAS.length]!];
    const title = i % 10 === 7 ? titles[2]! : i % 10 === 9 ? titles[3]! : p.female ? titles[1]! : titles[0]!;
    // « Avocat » is a protected title: a juriste's or a notaire's practice is never named so.
    const lastName = p.fullName.split(' ').slice(1).join(' ');
    if (p.firmName.endsWith(' Avocat') && !title.startsWith('Avoca'))
      p.firmName = title === 'Notaire' ? `Office notarial ${lastName}` : `${p.fullName}, ${title.toLowerCase()}`;
    const profile: PublicProfile = {
      uid: p.uid,
      firmId: p.firmId,
      fullName: p.fullName,
      title,
      firmName: p.firmName,
      barreau: title.startsWith('Avoca') ? `Barreau de ${city}` : '',
      city,
      postcode,
      // The demo cabinet's lawyers receive at the cabinet's own address (the one convention and invoices print).
      ...(p.firmId === DEMO_IDS.firmId
        ? { address: DEMO_FIRM_ADDRESS, addressRef: 'siege' }
        : { address: `${int(rng, 1, 90)} ${pick(rng, STREETS)}, ${postcode} ${city}` }),
      practiceAreas: [...new Set(areas)],
      certifiedSpecialties: i % 6 === 0 ? [areas[0]!] : [],
      languages: [
        'Français',
        ...new Set([
          LANGUAGES[1 + (i % (LANGUAGES.length - 1))]!,
          ...(i % 4 === 0 ? [LANGUAGES[1 + ((i * 5) % (LANGUAGES.length - 1))]!] : []),
        ]),
      ],
      consultationTypes:
        i % 3 === 0 ? ['cabinet', 'visio', 'téléphone'] : i % 3 === 1 ? ['cabinet', 'visio'] : ['cabinet'],
      // First-consultation fees (TTC); every fourth professional quotes on request.
      consultationFees:
        i % 4 === 1
          ? []
          : [
              { type: 'cabinet', amountCents: 8_000 + (i % 5) * 1_500 },
              ...(i % 3 === 2 ? [] : [{ type: 'visio' as const, amountCents: 7_000 }]),
            ],
      bio: `${title} à ${city}, j’accompagne particuliers et entreprises en ${areas[0]!.toLowerCase()}.`,
      phone: `0${int(rng, 1, 5)} ${pad(int(rng, 10, 99))} ${pad(int(rng, 10, 99))} ${pad(int(rng, 10, 99))} ${pad(int(rng, 10, 99))}`,
      email: p.uid.startsWith('demo-pro')
        ? `${p.uid}@annuaire.example.fr`
        : DEMO_USERS.find((u) => u.uid === p.uid)!.email,
      published: true,
      updatedAt: created,
    };
    put(paths.publicProfile(p.uid), profile);
    const morning = { start: '09:00', end: '12:30' };
    const afternoon = { start: '14:00', end: i % 2 === 0 ? '18:30' : '17:00' };
    const days = i % 4 === 3 ? [1, 2, 4] : [1, 2, 3, 4, 5];
    const availability: Availability = {
      uid: p.uid,
      firmId: p.firmId,
      timezone: 'Europe/Paris',
      weekly: days.flatMap((day) => [
        { day, ...morning },
        { day, ...afternoon },
      ]),
      slotMinutes: i % 3 === 0 ? 30 : 45,
      bufferMinutes: i % 2 === 0 ? 15 : 0,
      exceptions: i % 5 === 0 ? [{ date: localDay(7), closed: true }] : [],
      updatedAt: created,
    };
    put(paths.availability(p.uid), availability);
  });

  // ---- demandes de rendez-vous en attente pour Claire Durand ----
  const visitors = [
    ['Nadia Benali', 'Litige avec mon propriétaire sur le dépôt de garantie.'],
    ['Jean-Pierre Roche', 'Question sur une succession.'],
    ['Élodie Marchand', 'Contestation d’un licenciement.'],
  ] as const;
  visitors.forEach(([name, motif], i) => {
    const start = at(2 + i * 2, 10 + i);
    const slotId = `${DEMO_IDS.ownerUid}_${start}`;
    const requestId = `booking-${pad(i + 1, 3)}`;
    const request: BookingRequest = {
      proUid: DEMO_IDS.ownerUid,
      firmId: DEMO_IDS.firmId,
      slotId,
      start,
      end: at(2 + i * 2, 10 + i, 30),
      type: i === 1 ? 'visio' : 'cabinet',
      name,
      email: `${name
        .split(' ')[0]!
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z]/g, '')}@example.fr`,
      phone: '06 12 34 56 78',
      motif,
      consent: true,
      status: 'à confirmer',
      createdAt: at(-1, 20),
    };
    put(paths.bookingRequest(requestId), request);
    put(paths.bookingSlot(slotId), {
      proUid: DEMO_IDS.ownerUid,
      firmId: DEMO_IDS.firmId,
      start,
      requestId,
      createdAt: request.createdAt,
    } satisfies BookingSlot);
  });
}

/** The directory's documents as the seeding writes them on `now`'s day. */
export function directoryDemo(now = new Date()): DemoDocument[] {
  const out: DemoDocument[] = [];
  buildDirectoryDemo({
    firmName: DEMO_FIRM_NAME,
    ...demoClock(now),
    put: (path, data) => out.push([path, data as DemoDocument[1]]),
  });
  return out;
}
