import { matchesWords, queryWords, searchKey } from 'shared-ui';
import { searchKeyOf } from './receipts.ts';

describe('the livre-journal’s search', () => {
  it('keys a receipt by the app’s one rule, the one a typed query goes through', () => {
    const key = searchKeyOf('Société Lefèvre-Durand', 'FA-2026-0001', 'Chèque', 'Réf. l’étude', '');
    expect(key).toBe(searchKey('Société Lefèvre-Durand FA-2026-0001 Chèque Réf. l’étude'));
    for (const query of ['lefevre durand', 'LEFÈVRE-DURAND chèque', "l'etude fa 2026 0001"])
      expect(matchesWords(key, queryWords(query))).toBe(true);
    expect(matchesWords(key, queryWords('lefevre virement'))).toBe(false);
  });
});
