import { z } from 'zod';
import { matchPath } from './policy.ts';
import { checkTextLimits } from './writeChecks.ts';
import { clientSchema } from './schemas.ts';
import { boundedText, findTextTooLong, TEXT_LIMITS, textLimitHint, textTooLongMessage } from './text.ts';

describe('boundedText', () => {
  it('refuse au-delà de la limite, avec le message en français et le nombre saisi', () => {
    const result = boundedText(200).safeParse('a'.repeat(10_000));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('200 caractères au maximum (vous en avez saisi 10\u202f000).');
  });

  it('accepte la limite exacte, un nom de limite, les émojis et le texte RTL', () => {
    expect(boundedText(5).safeParse('abcde').success).toBe(true);
    expect(boundedText('name').safeParse('a'.repeat(TEXT_LIMITS.name)).success).toBe(true);
    expect(boundedText('name').safeParse('a'.repeat(TEXT_LIMITS.name + 1)).success).toBe(false);
    expect(boundedText('title').parse('👩‍⚖️⚖️📁 محامي שלום')).toBe('👩‍⚖️⚖️📁 محامي שלום');
  });

  it('retire les espaces autour (pas ceux de l’intérieur) avant de compter', () => {
    expect(boundedText('name').parse('  espaces   autour  ')).toBe('espaces   autour');
    expect(boundedText(3).safeParse('  abc  ').success).toBe(true);
    expect(boundedText('notes', { trim: false }).parse('  garde  ')).toBe('  garde  ');
  });

  it('se combine avec min(1) pour un champ obligatoire', () => {
    const required = boundedText('name').min(1, 'Indiquez le nom.');
    expect(required.safeParse('   ').error?.issues[0]?.message).toBe('Indiquez le nom.');
  });

  it('textes d’aide : la limite annoncée avant l’envoi', () => {
    expect(textLimitHint(20_000)).toBe('20\u202f000 caractères maximum');
    expect(textTooLongMessage(200, 201)).toBe('200 caractères au maximum (vous en avez saisi 201).');
  });
});

describe('findTextTooLong', () => {
  const schema = z.object({
    title: boundedText(5),
    tags: z.array(boundedText(3)),
    nested: z.object({ note: boundedText(4).optional() }).nullable(),
  });

  it('trouve le premier texte trop long, même imbriqué', () => {
    expect(findTextTooLong(schema, { title: 'ok', tags: ['a', 'abcd'], nested: null })).toEqual({
      path: 'tags[1]',
      max: 3,
      length: 4,
    });
    expect(findTextTooLong(schema, { title: 'ok', tags: [], nested: { note: 'abcde' } })?.path).toBe('nested.note');
    expect(findTextTooLong(schema, { title: 'ok', tags: ['abc'], nested: { note: 'abcd' } })).toBeNull();
  });

  it('ne juge que les longueurs (mise à jour partielle, champs inconnus)', () => {
    expect(findTextTooLong(schema, { other: 'x'.repeat(100) })).toBeNull();
  });

  it('suit le discriminant d’une union (client physique / morale)', () => {
    const base = { email: '', phone: '', address: '', notes: '', archived: false, displayName: 'X' };
    expect(findTextTooLong(clientSchema, { ...base, kind: 'physique', nom: 'a'.repeat(121) })?.path).toBe('nom');
    expect(findTextTooLong(clientSchema, { ...base, kind: 'morale', raisonSociale: 'a'.repeat(201) })?.path).toBe(
      'raisonSociale',
    );
  });
});

describe('checkTextLimits (le port refuse le texte trop long, quel que soit l’expéditeur)', () => {
  it('refuse un client dont les notes dépassent la limite, en français', () => {
    const match = matchPath('firms/f1/clients/c1')!;
    expect(() => checkTextLimits(match, { kind: 'physique', nom: 'Nom', notes: 'a'.repeat(20_001) })).toThrow(
      /20\u202f000 caractères au maximum \(vous en avez saisi 20\u202f001\)\./,
    );
    expect(() => checkTextLimits(match, { kind: 'physique', nom: 'Nom', notes: 'court' })).not.toThrow();
  });

  it('vérifie aussi les réglages de facturation', () => {
    const match = matchPath('firms/f1/settings/billing')!;
    expect(() => checkTextLimits(match, { mentions: 'a'.repeat(5_000) })).toThrow(/2\u202f000 caractères au maximum/);
  });
});
