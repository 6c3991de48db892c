/**
 * Demo content of the Équipe et paramètres area: a pending invitation, in-app notifications for
 * the three members of the demo cabinet, notification preferences, the subscription (trial) and
 * the owner's private profile form. Deterministic, dated relative to the demo's "today".
 */
import { DEMO_INVITATION_TOKEN } from '../demoIds.ts';
import { paths } from '../paths.ts';
import type { AppNotification, Invitation } from '../schemas.ts';

export type TeamDemoInput = {
  firmId: string;
  firmName: string;
  /** Team uids (owner first). */
  team: string[];
  /** ISO instant `offset` days from today at `hour`. */
  at: (offset: number, hour: number) => string;
  localDay: (offset: number) => string;
  put: (path: string, data: object) => void;
};

export function buildTeamDemo({ firmId, firmName, team, at, localDay, put }: TeamDemoInput): void {
  const [owner, member1, member2] = team as [string, string, string];
  const invitation: Invitation = {
    token: DEMO_INVITATION_TOKEN,
    firmId,
    firmName,
    email: 'camille.petit@cabinet-durand.fr',
    role: 'member',
    createdAt: at(-2, 10),
    expiresAt: at(12, 10),
    usedAt: null,
    usedBy: null,
    invitedBy: owner,
    name: 'Camille Petit',
  };
  put(paths.invitation(invitation.token), invitation);

  const notifications: [string, AppNotification][] = [
    [
      'notif-owner-1',
      {
        uid: owner,
        kind: 'bookingRequest',
        title: 'Nouvelle demande de rendez-vous',
        body: 'Nadia Benali souhaite un rendez-vous au cabinet.',
        link: '/app/calendar/meetings',
        read: false,
        createdAt: at(-1, 18),
      },
    ],
    [
      'notif-owner-2',
      {
        uid: owner,
        kind: 'deadlineDue',
        title: 'Délai à échéance dans 3 jours',
        body: `Conclusions d’appel à remettre le ${localDay(3)}.`,
        link: '/app/calendar/deadlines',
        read: false,
        createdAt: at(0, 8),
      },
    ],
    [
      'notif-owner-3',
      {
        uid: owner,
        kind: 'invoiceOverdue',
        title: 'Facture impayée',
        body: 'Une facture a dépassé son échéance.',
        link: '/app/billing/unpaid',
        read: true,
        createdAt: at(-5, 9),
      },
    ],
    [
      'notif-member1-1',
      {
        uid: member1,
        kind: 'taskAssigned',
        title: 'Nouvelle tâche attribuée',
        body: 'Préparer le bordereau de pièces.',
        link: '/app/teammates/board',
        read: false,
        createdAt: at(-1, 11),
      },
    ],
    [
      'notif-member2-1',
      {
        uid: member2,
        kind: 'taskAssigned',
        title: 'Nouvelle tâche attribuée',
        body: 'Relire le projet d’assignation.',
        link: '/app/teammates/board',
        read: false,
        createdAt: at(-2, 15),
      },
    ],
  ];
  for (const [id, notification] of notifications) put(paths.notification(firmId, id), notification);

  put(paths.settings(firmId, `notifications-${owner}`), {
    bookingRequest: { app: true, email: true },
    deadlineDue: { app: true, email: true, days: 3 },
    invoiceOverdue: { app: true, email: false },
    taskAssigned: { app: true, email: false },
    updatedAt: at(-30, 9),
  });
  put(paths.settings(firmId, 'subscription'), { plan: 'Cabinet', seats: 5, trialEndsAt: localDay(18) });
}
