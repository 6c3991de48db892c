/**
 * firebase/firestore.rules and firebase/storage.rules are GENERATED from the policy table
 * (policy.ts): one `match` block per row, one `allow` per group of operations, each rule kind
 * written once below as a Firestore expression. `npm run rules:generate` writes the files;
 * rules.test.ts fails when the committed files differ from what this module generates.
 * A new RuleKind does not compile until it has its expression here.
 */
import {
  ALLOWED_CONTENT_TYPES,
  INVOICE_COUNTER_NAMES,
  INVOICE_SETTLEMENT_FIELDS,
  MAX_FILE_BYTES,
  OWNER_ONLY_SETTINGS,
} from './constants.ts';
import { FILE_CHUNK_BYTES, FILE_MAX_CHUNKS } from './paths.ts';
import { COLLECTION_NAMES, type CollectionName, OPERATIONS, type Operation, POLICY, type RuleKind } from './policy.ts';

/** Where a kind is used: the row, the operation and the path's variables. */
type Site = { collection: CollectionName; op: Operation; vars: string[] };

const DOCS = '/databases/$(database)/documents';
const after = (path: string) => `getAfter(${DOCS}/${path}).data`;
const list = (values: readonly string[]) => `[${values.map((value) => `'${value}'`).join(', ')}]`;
const lastVar = (site: Site) => site.vars[site.vars.length - 1]!;

function unsupported(kind: RuleKind, site: Site): never {
  throw new Error(`Règle ${kind} sans traduction Firestore pour ${site.collection}.${site.op}`);
}

/** `data` as the rules see it: the stored document, or the one being written. */
const dataOf = (site: Site) =>
  site.op === 'create' || site.op === 'update' ? 'request.resource.data' : 'resource.data';

/** Every RuleKind of policy.ts, as a Firestore rules expression (same meaning as `allows`). */
const EXPRESSIONS: Record<RuleKind, (site: Site) => string> = {
  anyone: () => 'true',
  nobody: () => 'false',
  self: (site) => `isSelf(${lastVar(site)})`,
  firmMember: () => 'firmMember(firmId)',
  firmOwner: () => 'firmOwner(firmId)',
  founder: (site) => {
    if (site.op !== 'create') return unsupported('founder', site);
    if (site.collection === 'firms') return 'isSelf(firmId) && request.resource.data.ownerUid == request.auth.uid';
    if (site.collection === 'members') return "isSelf(uid) && uid == firmId && request.resource.data.role == 'owner'";
    if (site.collection === 'memberships')
      return "isSelf(uid) && request.resource.data.firmId == uid && request.resource.data.role == 'owner'";
    return unsupported('founder', site);
  },
  invitee: (site) => {
    if (site.collection === 'members') return 'validInvitee(uid, firmId, request.resource.data)';
    if (site.collection === 'memberships')
      return 'validInvitee(uid, request.resource.data.firmId, request.resource.data)';
    return unsupported('invitee', site);
  },
  dataFirmMember: (site) =>
    site.op === 'update'
      ? 'firmMember(resource.data.firmId) && request.resource.data.firmId == resource.data.firmId'
      : `firmMember(${dataOf(site)}.firmId)`,
  dataFirmOwner: (site) =>
    site.op === 'update'
      ? 'firmOwner(resource.data.firmId) && request.resource.data.firmId == resource.data.firmId'
      : `firmOwner(${dataOf(site)}.firmId)`,
  invitationAcceptor: () =>
    [
      'signedIn() && resource.data.usedAt == null && notExpired(resource.data)',
      'resource.data.email.lower() == authEmail() && request.resource.data.usedBy == request.auth.uid',
      "request.resource.data.usedAt is string && request.resource.data.diff(resource.data).affectedKeys().hasOnly(['usedAt', 'usedBy'])",
    ].join('\n          && '),
  published: (site) => `${dataOf(site)}.published == true`,
  bookingRequester: () => {
    const slot = after('bookingSlots/$(request.resource.data.slotId)');
    const profile = `get(${DOCS}/publicProfiles/$(request.resource.data.proUid)).data`;
    return [
      "request.resource.data.status == 'à confirmer' && request.resource.data.consent == true",
      `${slot}.requestId == id`,
      ...['proUid', 'firmId', 'start'].map((field) => `${slot}.${field} == request.resource.data.${field}`),
      `${profile}.published == true && ${profile}.firmId == request.resource.data.firmId`,
    ].join('\n          && ');
  },
  proposalAcceptor: () => {
    const booking = `get(${DOCS}/bookingRequests/$(id)).data`;
    return [
      `${booking}.status == 'autre horaire proposé'`,
      `${booking}.get('proposalToken', '') == request.resource.data.token`,
      "request.resource.data.keys().hasOnly(['token', 'createdAt'])",
    ].join('\n          && ');
  },
  slotTaker: () => {
    const booking = after('bookingRequests/$(request.resource.data.requestId)');
    return [
      "slotId == request.resource.data.proUid + '_' + request.resource.data.start",
      `${booking}.slotId == slotId`,
      ...['proUid', 'firmId', 'start'].map((field) => `${booking}.${field} == request.resource.data.${field}`),
    ].join('\n          && ');
  },
  pilotApplicant: (site) =>
    site.op === 'update'
      ? 'writtenNow(request.resource.data.createdAtMs) && resource.data.createdAtMs < request.time.toMillis() - 2592000000'
      : 'writtenNow(request.resource.data.createdAtMs)',
  recipient: (site) =>
    site.op === 'update'
      ? 'firmMember(firmId) && resource.data.uid == request.auth.uid && request.resource.data.uid == request.auth.uid'
      : `firmMember(firmId) && ${dataOf(site)}.uid == request.auth.uid`,
  auditAuthor: (site) =>
    site.op === 'create'
      ? 'firmMember(firmId) && request.resource.data.uid == request.auth.uid'
      : unsupported('auditAuthor', site),
  clientWriter: (site) =>
    site.op === 'update'
      ? "firmMember(firmId) && (request.resource.data.get('anonymisedAt', null) == resource.data.get('anonymisedAt', null) || firmOwner(firmId))"
      : unsupported('clientWriter', site),
  timeEntryWriter: (site) =>
    site.op === 'update'
      ? "firmMember(firmId) && (resource.data.get('billed', false) != true || (firmOwner(firmId) && request.resource.data.diff(resource.data).affectedKeys().hasOnly(['description'])))"
      : site.op === 'delete'
        ? "firmMember(firmId) && resource.data.get('billed', false) != true && resource.data.get('invoiceId', null) == null"
        : unsupported('timeEntryWriter', site),
  settingsWriter: () => 'settingsWriter(firmId, name)',
  carpaMovementCreator: () => {
    const ledger = after('firms/$(firmId)/carpaLedgers/$(request.resource.data.caseId)');
    return [
      "firmMember(firmId) && (request.resource.data.kind != 'honoraires' || writtenAuthorisation(request.resource.data.authorisation))",
      `${ledger}.movementCount == request.resource.data.sequence`,
      `${ledger}.balanceCents == request.resource.data.balanceAfterCents`,
    ].join('\n          && ');
  },
  carpaLedgerWriter: (site) => {
    const before =
      site.op === 'create'
        ? "{'balanceCents': 0, 'receivedCents': 0, 'paidOutCents': 0, 'feesCents': 0, 'movementCount': 0}"
        : 'resource.data';
    return `firmMember(firmId) && request.resource.data.caseId == caseId && carpaLedgerStep(${before}, request.resource.data)`;
  },
  invoiceWriter: (site) => {
    if (site.op === 'delete') return "firmMember(firmId) && resource.data.status == 'draft'";
    if (site.op === 'create') return 'firmMember(firmId) && validInvoiceWrite(firmId, request.resource.data)';
    return [
      "firmMember(firmId) && ((resource.data.status == 'draft' && validInvoiceWrite(firmId, request.resource.data))",
      `|| (resource.data.status != 'draft' && request.resource.data.diff(resource.data).affectedKeys().hasOnly(${list(INVOICE_SETTLEMENT_FIELDS)})`,
      "    && (resource.data.kind == 'provision' || !request.resource.data.diff(resource.data).affectedKeys().hasAny(['deductedBy']))))",
    ].join('\n          ');
  },
  paymentCreator: (site) =>
    site.op === 'create'
      ? [
          'firmMember(firmId) && request.resource.data.amountCents is int && validShares(request.resource.data)',
          "&& ((request.resource.data.amountCents > 0 && request.resource.data.get('reversalOf', null) == null)",
          '|| (request.resource.data.amountCents < 0 && validReversal(firmId, id, request.resource.data)))',
        ].join('\n          ')
      : unsupported('paymentCreator', site),
};

/** Functions the expressions above call. */
const FUNCTIONS = `    function signedIn() { return request.auth != null; }
    function isSelf(uid) { return signedIn() && request.auth.uid == uid; }
    function membership() { return get(${DOCS}/memberships/$(request.auth.uid)).data; }
    function hasMembership() { return signedIn() && exists(${DOCS}/memberships/$(request.auth.uid)); }
    function firmMember(firmId) { return hasMembership() && membership().firmId == firmId; }
    function firmOwner(firmId) { return firmMember(firmId) && membership().role == 'owner'; }
    function authEmail() { return request.auth.token.email.lower(); }
    // ISO date string "2026-12-06T…" → timestamp at the start of that day (rules cannot parse ISO).
    function isoDay(value) { return timestamp.date(int(value[0:4]), int(value[5:7]), int(value[8:10])); }
    function notExpired(invitation) { return request.time < isoDay(invitation.expiresAt); }
    // Joining: the invitation named in the new document is marked used by the caller in the same write.
    function validInvitee(uid, firmId, data) {
      let invitation = ${after('invitations/$(data.invitation)')};
      return isSelf(uid) && data.role == 'member' && invitation.firmId == firmId
        && invitation.usedBy == request.auth.uid && invitation.email.lower() == authEmail();
    }
    function settingsWriter(firmId, name) {
      return name in ${list(OWNER_ONLY_SETTINGS)} ? firmOwner(firmId) : firmMember(firmId);
    }
    // Written "now": a few minutes of clock skew allowed.
    function writtenNow(ms) { return ms > request.time.toMillis() - 300000 && ms < request.time.toMillis() + 300000; }
    // A fee withdrawal's written authorisation: its date, and a reference or an uploaded document.
    function writtenAuthorisation(a) {
      return a is map && a.date is string && a.date.matches('^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
        && ((a.reference is string && a.reference.trim() != '') || (a.documentPath is string && a.documentPath != ''));
    }
    // A dossier's CARPA totals move by one movement per write (policy.ts carpaLedgerStep).
    function carpaLedgerStep(before, after) {
      let received = after.receivedCents - before.receivedCents;
      let paidOut = after.paidOutCents - before.paidOutCents;
      let fees = after.feesCents - before.feesCents;
      return after.balanceCents is int && after.receivedCents is int && after.paidOutCents is int
        && after.feesCents is int && after.movementCount is int
        && received >= 0 && paidOut >= 0 && fees >= 0
        && ((received > 0 ? 1 : 0) + (paidOut > 0 ? 1 : 0) + (fees > 0 ? 1 : 0)) == 1
        && after.movementCount == before.movementCount + 1
        && after.balanceCents == before.balanceCents + received - paidOut - fees
        && after.balanceCents >= 0;
    }
    // Issuing numbers an invoice with the yearly counter of its kind written in the same transaction.
    function issuedNumberMatchesCounter(firmId, data) {
      let parts = data.number.split('-');
      let counter = data.get('kind', '') == 'provision' ? '${INVOICE_COUNTER_NAMES.provisions}-' : '${INVOICE_COUNTER_NAMES.invoices}-';
      return data.status == 'issued' && data.number is string && data.number.matches('^.*[0-9]{4}-[0-9]{4,}$')
        && ${after('firms/$(firmId)/counters/$(counter + parts[parts.size() - 2])')}.value == int(parts[parts.size() - 1]);
    }
    // A payment's VAT and débours shares, summed by the accounting totals: present, integers.
    function validShares(data) {
      return data.get('tvaCents', null) is int && data.get('deboursCents', null) is int;
    }
    // A payment's counter-entry: the opposite amount and shares of one positive payment of the same
    // invoice, once, with a reason (the payment's shares as stored: a server-written -0 is a double).
    function validReversal(firmId, id, data) {
      let original = ${after('firms/$(firmId)/payments/$(data.reversalOf)')};
      return data.reversalOf is string && id == data.reversalOf + '-annulation'
        && data.get('reason', '') is string && data.get('reason', '').trim() != ''
        && original.invoiceId == data.invoiceId && original.amountCents + data.amountCents == 0
        && original.get('tvaCents', null) is number && original.tvaCents + data.tvaCents == 0
        && original.get('deboursCents', null) is number && original.deboursCents + data.deboursCents == 0
        && original.get('reversalOf', null) == null;
    }
    function validInvoiceWrite(firmId, data) {
      return (data.status == 'draft' && data.number == null) || issuedNumberMatchesCounter(firmId, data);
    }`;

/** One row: operations with the same expression share an `allow`. */
function matchBlock(collection: CollectionName): string {
  const { pattern, rules } = POLICY[collection];
  const vars = [...pattern.matchAll(/\{(\w+)\}/g)].map((found) => found[1]!);
  const byExpression = new Map<string, Operation[]>();
  for (const op of OPERATIONS) {
    const kinds: RuleKind[] = rules[op];
    const parts = kinds.map((kind) => EXPRESSIONS[kind]({ collection, op, vars }));
    const expression = parts.length === 1 ? parts[0]! : parts.map((part) => `(${part})`).join('\n          || ');
    byExpression.set(expression, [...(byExpression.get(expression) ?? []), op]);
  }
  const allows = [...byExpression].map(([expression, ops]) => `      allow ${ops.join(', ')}: if ${expression};`);
  return [`    // ${collection}`, `    match /${pattern} {`, ...allows, '    }'].join('\n');
}

/**
 * The file store kept in Firestore documents (firestoreFiles.ts, paths.ts fileDocumentPath: local
 * mode, no Storage emulator). Not rows of POLICY — they are the file store's, not the data model's
 * — but the same guarantees as storage.rules: checkFileAccess (policy.ts) for who, validateFile
 * (files.ts) for the declared size and type, and no chunk beyond the limit, so that the bytes
 * stored cannot outgrow it either.
 */
function fileStoreBlocks(): string {
  const block = (pattern: string, read: string, write: string) => {
    const readDelete =
      read === write ? [`allow read, delete: if ${read};`] : [`allow read: if ${read};`, `allow delete: if ${write};`];
    return [
      `    match /${pattern} {`,
      ...readDelete.map((line) => `      ${line}`),
      `      allow create, update: if ${write} && validFileMetadata(request.resource.data);`,
      '      match /chunks/{n} {',
      ...readDelete.map((line) => `        ${line}`),
      `        allow create, update: if ${write} && validFileChunk(n, request.resource.data);`,
      '      }',
      '    }',
    ].join('\n');
  };
  return `    // File store on Firestore (local mode): mirrors storage.rules.
    function validFileMetadata(data) {
      return data.size is int && data.size >= 0 && data.size <= ${MAX_FILE_BYTES}
        && data.contentType is string && data.contentType.matches('^(${contentTypePattern()})$')
        && data.chunkCount is int && data.chunkCount >= 0 && data.chunkCount <= ${FILE_MAX_CHUNKS};
    }
    function validFileChunk(n, data) {
      return n.matches('^[0-9]{1,3}$') && int(n) < ${FILE_MAX_CHUNKS}
        && data.bytes is bytes && data.bytes.size() <= ${FILE_CHUNK_BYTES};
    }

    // files: a cabinet's files, its members only
${block('firms/{firmId}/files/{fileId}', 'firmMember(firmId)', 'firmMember(firmId)')}

    // publicFiles: a professional's public files, readable by anyone
${block('publicFiles/{uid}/files/{fileId}', 'true', 'isSelf(uid)')}`;
}

export function generateFirestoreRules(): string {
  return `rules_version = '2';

// GENERATED from shared-data/src/policy.ts by shared-data/src/firebaseRules.ts — do not edit:
// change the policy table, then run \`npm run rules:generate\`. Every work document lives under
// firms/{firmId}; nobody ever reads another cabinet's data.
service cloud.firestore {
  match /databases/{database}/documents {
${FUNCTIONS}

${COLLECTION_NAMES.map(matchBlock).join('\n\n')}

${fileStoreBlocks()}
  }
}
`;
}

/** The content types of constants.ts as one anchored regular expression (dots escaped). */
function contentTypePattern(): string {
  return ALLOWED_CONTENT_TYPES.map((type) => type.replace(/[.+]/g, (c) => `[${c}]`)).join('|');
}

/** Mirrors checkFileAccess (policy.ts) and validateFile (files.ts). */
export function generateStorageRules(): string {
  return `rules_version = '2';

// GENERATED from shared-data (policy.ts checkFileAccess, constants.ts file limits) by
// shared-data/src/firebaseRules.ts — do not edit: run \`npm run rules:generate\`.
// Cabinet files: its members only. Public files: readable by anyone, written by their professional.
service firebase.storage {
  match /b/{bucket}/o {
    function firmMember(firmId) {
      return request.auth != null
        && firestore.exists(/databases/(default)/documents/memberships/$(request.auth.uid))
        && firestore.get(/databases/(default)/documents/memberships/$(request.auth.uid)).data.firmId == firmId;
    }
    function allowedFile() {
      return request.resource.size <= ${MAX_FILE_BYTES}
        && request.resource.contentType.matches('^(${contentTypePattern()})$');
    }

    match /firms/{firmId}/{allPaths=**} {
      allow read, delete: if firmMember(firmId);
      allow create, update: if firmMember(firmId) && allowedFile();
    }

    match /public/{uid}/{allPaths=**} {
      allow read: if true;
      allow delete: if request.auth != null && request.auth.uid == uid;
      allow create, update: if request.auth != null && request.auth.uid == uid && allowedFile();
    }
  }
}
`;
}
