/** The invoice PDF's first block: the issuer and the document's number and dates, then the client, dossier and period. */
import type { ClientSnapshot, Invoice, IssuerSnapshot } from 'shared-data';
import { type Ctx, frDay, MARGIN, MUTED, WIDTH, write, writeRight } from './pdfLayout.ts';

const formatSiret = (s: string) =>
  s.length === 14 ? `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6, 9)} ${s.slice(9)}` : s;

/** The issuer on the left (name, bar, address, SIRET, VAT), the document on the right (kind, number, dates). */
export function drawHeader(
  ctx: Ctx,
  {
    invoice,
    number,
    issuer,
    barreau,
  }: { invoice: Invoice; number: string; issuer: IssuerSnapshot; barreau: string | null },
) {
  const isAvoir = invoice.kind === 'avoir';
  const isProvision = invoice.kind === 'provision';
  const top = ctx.y;
  write(ctx, issuer.legalName, { size: 14, bold: true, width: 280 });
  if (barreau?.trim()) write(ctx, `Avocat au barreau de ${barreau.trim()}`, { width: 280 });
  write(ctx, issuer.address, { width: 280, color: MUTED });
  write(ctx, `SIRET ${formatSiret(issuer.siret)} — SIREN ${issuer.siret.slice(0, 9)}`, { width: 280, color: MUTED });
  write(
    ctx,
    issuer.vatFranchise ? 'TVA non applicable, art. 293 B du CGI' : `N° TVA intracommunautaire : ${issuer.vatNumber}`,
    { width: 280, color: MUTED },
  );
  const leftBottom = ctx.y;
  ctx.y = top;
  if (isProvision) {
    // Smaller than « FACTURE »: the words fit the right column, beside the issuer's.
    writeRight(ctx, 'DEMANDE DE PROVISION', WIDTH - MARGIN, { size: 14, bold: true });
    ctx.y -= 19;
    writeRight(ctx, `n° ${number}`, WIDTH - MARGIN, { size: 11, bold: true });
    ctx.y -= 19;
  } else {
    writeRight(ctx, isAvoir ? 'AVOIR' : 'FACTURE', WIDTH - MARGIN, { size: 18, bold: true });
    ctx.y -= 24;
  }
  const facts: [string, string][] = [
    ...(!isProvision ? ([['Numéro', number]] as [string, string][]) : []),
    ['Date d’émission', frDay(invoice.issueDate)],
    ...(isAvoir ? ([['Facture corrigée', invoice.creditForNumber ?? '—']] as [string, string][]) : []),
    ...(!isAvoir ? ([['Échéance', frDay(invoice.dueDate)]] as [string, string][]) : []),
  ];
  for (const [label, value] of facts) {
    ctx.page.drawText(label, { x: 330, y: ctx.y - 9, size: 9, font: ctx.regular, color: MUTED });
    writeRight(ctx, value, WIDTH - MARGIN, { size: 9, bold: true });
    ctx.y -= 13;
  }
  ctx.y = Math.min(ctx.y, leftBottom) - 14;
}

/** Who the document is for, then the dossier (« Dossier n° … — Affaire : … ») and the period of the services. */
export function drawClient(
  ctx: Ctx,
  {
    invoice,
    client,
    dossier,
  }: { invoice: Invoice; client: ClientSnapshot; dossier: { reference: string; title: string } | null },
) {
  const isAvoir = invoice.kind === 'avoir';
  const isProvision = invoice.kind === 'provision';
  write(ctx, isProvision ? 'Provision demandée à' : isAvoir ? 'Avoir établi pour' : 'Facturé à', {
    size: 9,
    color: MUTED,
  });
  write(ctx, client.name, { size: 11, bold: true });
  if (client.address) write(ctx, client.address);
  if (client.siren) write(ctx, `SIREN ${client.siren}`);
  if (client.vatNumber) write(ctx, `N° TVA intracommunautaire : ${client.vatNumber}`);
  ctx.y -= 6;
  if (dossier?.reference)
    write(
      ctx,
      dossier.title.trim()
        ? `Dossier n° ${dossier.reference} — Affaire : ${dossier.title.trim()}`
        : `Dossier n° ${dossier.reference}`,
      { bold: true },
    );
  if (invoice.periodStart && invoice.periodEnd)
    write(ctx, `Période des prestations : du ${frDay(invoice.periodStart)} au ${frDay(invoice.periodEnd)}`, {
      bold: true,
    });
  ctx.y -= 8;
}
