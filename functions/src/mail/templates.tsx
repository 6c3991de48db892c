/**
 * The transactional emails, in French: one React Email template each, rendered to HTML and to
 * plain text (`renderEmail`). Professional secrecy: a subject line never carries a name, a subject
 * of the dossier or the visitor's message — only what the email is.
 */
import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { convert } from 'html-to-text';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement, ReactNode } from 'react';

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** « jeudi 3 décembre 2026 à 10:00 », Paris time whatever the server's zone. */
export const whenOf = (startIso: string) => dateTime.format(new Date(startIso)).replace(' ', ' ');

const TYPE_LABELS: Record<string, string> = {
  cabinet: 'au cabinet',
  visio: 'en visioconférence',
  téléphone: 'par téléphone',
};

function Layout({
  preview,
  title,
  children,
  footer,
}: {
  preview: string;
  title: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Html lang="fr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f6f6f4', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1d2433' }}>
        <Container style={{ backgroundColor: '#ffffff', padding: '24px', maxWidth: '560px' }}>
          <Heading as="h1" style={{ fontSize: '20px' }}>
            {title}
          </Heading>
          {children}
          <Hr />
          <Section>
            <Text style={{ fontSize: '12px', color: '#5b6275' }}>{footer}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export type RenderedEmail = { subject: string; html: string; text: string };

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** HTML (React's static markup of the React Email components) and its plain-text reading. */
async function renderEmail(subject: string, element: ReactElement): Promise<RenderedEmail> {
  const html = `${DOCTYPE}${renderToStaticMarkup(element)}`;
  const text = convert(html, {
    wordwrap: false,
    selectors: [
      // The inbox preview line is not part of the message.
      { selector: '[data-skip-in-text=true]', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'h1', options: { uppercase: false } },
    ],
  });
  return { subject, html, text };
}

export type BookingFacts = {
  visitorName: string;
  lawyerName: string;
  start: string;
  type: string;
  place: string;
  motif: string;
  /** A visio: the professional's video link (https, from their public profile), when they gave one. */
  visioUrl?: string | null | undefined;
};

/** The video link's line of a visio meeting (nothing for another type, or without a link). */
function VisioLine({ facts }: { facts: BookingFacts }) {
  if (facts.type !== 'visio' || !facts.visioUrl) return null;
  return (
    <Text>
      Lien de la visioconférence : <Link href={facts.visioUrl}>{facts.visioUrl}</Link>
    </Text>
  );
}

/** The lawyer's own words to the requester, quoted, when there are any. */
function LawyerMessage({ facts }: { facts: { lawyerName: string; message: string } }) {
  return facts.message ? (
    <Text>
      Message de {facts.lawyerName} : « {facts.message} »
    </Text>
  ) : null;
}

const VISITOR_FOOTER =
  'Vous recevez ce message parce que vous avez demandé un rendez-vous sur Prétoire. Vos données servent uniquement à ce rendez-vous.';

/** To the visitor, at once: the request is received, the lawyer will confirm. */
export function bookingReceivedVisitor(facts: BookingFacts): Promise<RenderedEmail> {
  return renderEmail(
    'Votre demande de rendez-vous est bien reçue',
    <Layout
      preview={`Demande envoyée à ${facts.lawyerName}`}
      title="Votre demande de rendez-vous est bien reçue"
      footer={VISITOR_FOOTER}
    >
      <Text>Bonjour {facts.visitorName},</Text>
      <Text>
        Votre demande de rendez-vous avec {facts.lawyerName} est enregistrée pour le {whenOf(facts.start)},{' '}
        {TYPE_LABELS[facts.type] ?? facts.type}
        {facts.type === 'cabinet' && facts.place ? ` (${facts.place})` : ''}.
      </Text>
      <Text>
        Elle est <strong>à confirmer</strong> par {facts.lawyerName} : vous recevrez sa réponse par e-mail. Le créneau
        vous est réservé en attendant.
      </Text>
    </Layout>,
  );
}

/** To the lawyer (and whom the cabinet's settings name): a new request to answer. */
export function bookingReceivedLawyer(facts: BookingFacts & { appUrl: string }): Promise<RenderedEmail> {
  const link = `${facts.appUrl}/app/calendar/meetings`;
  return renderEmail(
    'Nouvelle demande de rendez-vous',
    <Layout
      preview="Une demande de rendez-vous attend votre réponse"
      title="Nouvelle demande de rendez-vous"
      footer={
        <>
          Notifications de votre cabinet : <Link href={`${facts.appUrl}/app/settings/notifications`}>paramètres</Link>.
        </>
      }
    >
      <Text>
        {facts.visitorName} demande un rendez-vous le {whenOf(facts.start)}, {TYPE_LABELS[facts.type] ?? facts.type}.
      </Text>
      <Text>Objet indiqué : {facts.motif}</Text>
      <Text>
        <Link href={link}>Répondre à la demande</Link>
      </Text>
    </Layout>,
  );
}

/** To the visitor: confirmed, with the lawyer's message (the .ics is attached). */
export function bookingConfirmed(facts: BookingFacts & { message: string }): Promise<RenderedEmail> {
  return renderEmail(
    'Votre rendez-vous est confirmé',
    <Layout
      preview={`Rendez-vous confirmé le ${whenOf(facts.start)}`}
      title="Votre rendez-vous est confirmé"
      footer={VISITOR_FOOTER}
    >
      <Text>Bonjour {facts.visitorName},</Text>
      <Text>
        {facts.lawyerName} confirme votre rendez-vous le {whenOf(facts.start)}, {TYPE_LABELS[facts.type] ?? facts.type}
        {facts.type === 'cabinet' && facts.place ? ` (${facts.place})` : ''}.
      </Text>
      <VisioLine facts={facts} />
      <LawyerMessage facts={facts} />
      <Text>Le fichier joint (.ics) ajoute ce rendez-vous à votre agenda.</Text>
    </Layout>,
  );
}

/** To the visitor: another time proposed instead, with the lawyer's message, a link to accept and one to pick again. */
export function bookingProposed(
  facts: BookingFacts & { message: string; proposedStart: string; acceptUrl: string; bookAgainUrl: string },
): Promise<RenderedEmail> {
  return renderEmail(
    'Un autre horaire vous est proposé',
    <Layout
      preview={`Proposé : ${whenOf(facts.proposedStart)}`}
      title="Un autre horaire vous est proposé"
      footer={VISITOR_FOOTER}
    >
      <Text>Bonjour {facts.visitorName},</Text>
      <Text>
        {facts.lawyerName} ne peut pas vous recevoir le {whenOf(facts.start)} et vous propose le{' '}
        {whenOf(facts.proposedStart)}, {TYPE_LABELS[facts.type] ?? facts.type}. Cet horaire vous est réservé en
        attendant votre réponse.
      </Text>
      <LawyerMessage facts={facts} />
      <Text>
        <Link href={facts.acceptUrl}>Accepter ce nouvel horaire</Link>
      </Text>
      <Text>
        Il ne vous convient pas ? <Link href={facts.bookAgainUrl}>Choisir un autre créneau</Link>.
      </Text>
    </Layout>,
  );
}

/** To the visitor: declined, with the lawyer's message. */
export function bookingDeclined(
  facts: BookingFacts & { message: string; bookAgainUrl: string },
): Promise<RenderedEmail> {
  return renderEmail(
    'Votre demande de rendez-vous n’a pas pu être acceptée',
    <Layout
      preview="Réponse à votre demande de rendez-vous"
      title="Votre demande de rendez-vous n’a pas pu être acceptée"
      footer={VISITOR_FOOTER}
    >
      <Text>Bonjour {facts.visitorName},</Text>
      <Text>
        {facts.lawyerName} ne peut pas vous recevoir le {whenOf(facts.start)}.
      </Text>
      <LawyerMessage facts={facts} />
      <Text>
        <Link href={facts.bookAgainUrl}>Choisir un autre créneau</Link>
      </Text>
    </Layout>,
  );
}

const LAWYER_FOOTER = (appUrl: string) => (
  <>
    Notifications de votre cabinet : <Link href={`${appUrl}/app/settings/notifications`}>paramètres</Link>.
  </>
);

/** A confirmed meeting, the day before or two hours before: to the visitor. */
export function meetingReminderVisitor(facts: BookingFacts & { soon: boolean }): Promise<RenderedEmail> {
  const subject = facts.soon ? 'Rappel : votre rendez-vous dans deux heures' : 'Rappel : votre rendez-vous de demain';
  return renderEmail(
    subject,
    <Layout preview={`Rendez-vous le ${whenOf(facts.start)}`} title={subject} footer={VISITOR_FOOTER}>
      <Text>Bonjour {facts.visitorName},</Text>
      <Text>
        Vous avez rendez-vous avec {facts.lawyerName} le {whenOf(facts.start)}, {TYPE_LABELS[facts.type] ?? facts.type}
        {facts.type === 'cabinet' && facts.place ? ` (${facts.place})` : ''}.
      </Text>
      <VisioLine facts={facts} />
      <Text>Un empêchement ? Prévenez le cabinet dès que possible.</Text>
    </Layout>,
  );
}

/** A confirmed meeting, the day before or two hours before: to the lawyer. */
export function meetingReminderLawyer(facts: BookingFacts & { soon: boolean; appUrl: string }): Promise<RenderedEmail> {
  const subject = facts.soon ? 'Rappel : rendez-vous dans deux heures' : 'Rappel : rendez-vous demain';
  return renderEmail(
    subject,
    <Layout preview={`Rendez-vous le ${whenOf(facts.start)}`} title={subject} footer={LAWYER_FOOTER(facts.appUrl)}>
      <Text>
        Rendez-vous avec {facts.visitorName} le {whenOf(facts.start)}, {TYPE_LABELS[facts.type] ?? facts.type}.
      </Text>
      <Text>
        <Link href={`${facts.appUrl}/app/calendar`}>Ouvrir l’agenda</Link>
      </Text>
    </Layout>,
  );
}

/** A hearing tomorrow: to each lawyer attending. The dossier's reference only, never its parties. */
export function hearingReminder(facts: {
  start: string;
  jurisdiction: string;
  caseReference: string;
  appUrl: string;
}): Promise<RenderedEmail> {
  return renderEmail(
    'Rappel : audience demain',
    <Layout
      preview={`Audience le ${whenOf(facts.start)}`}
      title="Rappel : audience demain"
      footer={LAWYER_FOOTER(facts.appUrl)}
    >
      <Text>
        Audience le {whenOf(facts.start)}
        {facts.jurisdiction ? `, ${facts.jurisdiction}` : ''}
        {facts.caseReference ? ` — dossier ${facts.caseReference}` : ''}.
      </Text>
      <Text>
        <Link href={`${facts.appUrl}/app/calendar`}>Ouvrir l’agenda</Link>
      </Text>
    </Layout>,
  );
}

const dayOf = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone: 'UTC' });

/** A procedural deadline approaching: to the lawyer responsible, as their notification settings ask. */
export function deadlineReminder(facts: {
  dueDate: string;
  title: string;
  caseReference: string;
  appUrl: string;
}): Promise<RenderedEmail> {
  const due = dayOf.format(new Date(`${facts.dueDate}T00:00:00Z`));
  return renderEmail(
    'Rappel : un délai approche',
    <Layout preview={`Échéance le ${due}`} title="Rappel : un délai approche" footer={LAWYER_FOOTER(facts.appUrl)}>
      <Text>
        {facts.title} — échéance le {due}
        {facts.caseReference ? ` (dossier ${facts.caseReference})` : ''}.
      </Text>
      <Text>
        <Link href={`${facts.appUrl}/app/calendar/deadlines`}>Voir les délais</Link>
      </Text>
    </Layout>,
  );
}

/** A booking request still unanswered after 48 h: to the lawyer. */
export function bookingNudge(facts: BookingFacts & { appUrl: string }): Promise<RenderedEmail> {
  return renderEmail(
    'Une demande de rendez-vous attend votre réponse',
    <Layout
      preview="Demande sans réponse depuis 48 h"
      title="Une demande de rendez-vous attend votre réponse"
      footer={LAWYER_FOOTER(facts.appUrl)}
    >
      <Text>
        {facts.visitorName} attend depuis plus de 48 heures votre réponse pour le {whenOf(facts.start)}. Sans réponse,
        le créneau reste bloqué.
      </Text>
      <Text>
        <Link href={`${facts.appUrl}/app/calendar/meetings`}>Répondre à la demande</Link>
      </Text>
    </Layout>,
  );
}

/** The link to join the cabinet: to the invited colleague (the owner no longer copies it by hand). */
export function invitationEmail(facts: {
  firmName: string;
  inviterName: string;
  link: string;
  expiresAt: string;
  message?: string;
}): Promise<RenderedEmail> {
  return renderEmail(
    `Invitation à rejoindre ${facts.firmName} sur Prétoire`,
    <Layout
      preview={`${facts.inviterName} vous invite`}
      title={`Rejoindre ${facts.firmName}`}
      footer="Vous recevez ce message parce qu’un cabinet vous a invité sur Prétoire. Sans suite de votre part, l’invitation expire d’elle-même."
    >
      <Text>
        {facts.inviterName} vous invite à rejoindre {facts.firmName} sur Prétoire, la gestion de cabinet des avocats.
      </Text>
      {facts.message ? <Text>« {facts.message} »</Text> : null}
      <Text>
        <Link href={facts.link}>Accepter l’invitation</Link> (valable jusqu’au {whenOf(facts.expiresAt)}).
      </Text>
    </Layout>,
  );
}
