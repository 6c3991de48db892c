// The bell's list, apart from the preferences form: the bell on every page needs no zod.

/** Unread first, newest first. */
export function sortNotifications<T extends { read: boolean; createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Number(a.read) - Number(b.read) || b.createdAt.localeCompare(a.createdAt));
}

export function unreadLabel(count: number): string {
  if (count === 0) return 'Notifications, aucune non lue';
  return `Notifications, ${count} non lue${count > 1 ? 's' : ''}`;
}
