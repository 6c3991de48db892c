/** Dates and times of slots, always in the professional's time zone (Paris), in French. */
import { atFirstUse } from 'shared-ui/public';

const PARIS = 'Europe/Paris';
// Created when first used: the directory's pages start with this module (shared-ui atFirstUse.ts).
const dayLong = atFirstUse(
  () => new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: PARIS }),
);
const dayShort = atFirstUse(
  () => new Intl.DateTimeFormat('fr-FR', { weekday: 'short', day: 'numeric', month: 'short', timeZone: PARIS }),
);
const time = atFirstUse(
  () => new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: PARIS }),
);

/** "lundi 24 novembre" */
export function slotDay(iso: string): string {
  return dayLong().format(new Date(iso));
}
/** "lun. 24 nov." */
export function slotDayShort(iso: string): string {
  return dayShort().format(new Date(iso));
}
/** "09:30" */
export function slotTime(iso: string): string {
  return time().format(new Date(iso));
}
/** "lundi 24 novembre à 09:30" */
export function slotLabel(iso: string): string {
  return `${slotDay(iso)} à ${slotTime(iso)}`;
}
