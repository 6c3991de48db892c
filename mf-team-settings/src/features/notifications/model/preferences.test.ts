import { DEFAULT_PREFERENCES, readPreferences } from './preferences.ts';
import { preferencesSchema } from './preferencesForm.ts';
import { sortNotifications, unreadLabel } from './notificationList.ts';

describe('notification preferences', () => {
  it('fills missing preferences with the defaults and refuses a bad number of days', () => {
    expect(readPreferences(null)).toEqual(DEFAULT_PREFERENCES);
    expect(readPreferences({ taskAssigned: { app: false, email: true } }).taskAssigned).toEqual({
      app: false,
      email: true,
    });
    // What the bell reads: a malformed document gives the defaults; unknown fields are left out.
    expect(readPreferences({ deadlineDue: { app: true, email: false, days: 0 } })).toEqual(DEFAULT_PREFERENCES);
    expect(readPreferences({ taskAssigned: { app: 'oui', email: true } })).toEqual(DEFAULT_PREFERENCES);
    expect(readPreferences({ updatedAt: '2026-11-25' })).toEqual(DEFAULT_PREFERENCES);
    expect(readPreferences({ deadlineDue: { app: false, email: true, days: 14 } }).deadlineDue).toEqual({
      app: false,
      email: true,
      days: 14,
    });
    const bad = preferencesSchema.safeParse({
      ...DEFAULT_PREFERENCES,
      deadlineDue: { app: true, email: false, days: 0 },
    });
    expect(bad.error?.issues[0]?.message).toBe('Indiquez un nombre de jours entre 1 et 60.');
    for (const days of [61, 2.5, Number.NaN]) {
      const refused = preferencesSchema.safeParse({
        ...DEFAULT_PREFERENCES,
        deadlineDue: { app: true, email: false, days },
      });
      expect(refused.error?.issues[0]?.message).toBe('Indiquez un nombre de jours entre 1 et 60.');
    }
  });

  it('sorts unread first then newest, and names the bell in French', () => {
    const items = [
      { id: 'a', read: true, createdAt: '2026-11-03' },
      { id: 'b', read: false, createdAt: '2026-11-01' },
      { id: 'c', read: false, createdAt: '2026-11-02' },
    ];
    expect(sortNotifications(items).map((i) => i.id)).toEqual(['c', 'b', 'a']);
    expect(unreadLabel(0)).toBe('Notifications, aucune non lue');
    expect(unreadLabel(1)).toBe('Notifications, 1 non lue');
    expect(unreadLabel(3)).toBe('Notifications, 3 non lues');
  });
});
