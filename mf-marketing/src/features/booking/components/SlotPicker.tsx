import type { FreeSlot } from 'shared-data/slots';
import styles from './booking.module.css';
import { slotDayShort, slotTime } from '../../directory/model/slotFormat.ts';

export type SlotPickerProps = {
  slots: readonly FreeSlot[];
  day: string;
  start: string;
  onDay: (day: string) => void;
  onStart: (start: string) => void;
  error?: string | undefined;
};

/** Day, then time: two groups of native radio buttons (arrow keys, screen readers for free). */
export function SlotPicker({ slots, day, start, onDay, onStart, error }: SlotPickerProps) {
  const days = [...new Map(slots.map((slot) => [slot.date, slot])).values()];
  const times = slots.filter((slot) => slot.date === day);
  return (
    <div className={styles.slotPicker}>
      <fieldset className={styles.choiceGroup} aria-describedby={error ? 'slot-error' : undefined}>
        <legend>Jour</legend>
        <div className={styles.choices}>
          {days.map((slot) => (
            <label key={slot.date} className={styles.choice}>
              <input
                type="radio"
                name="day"
                value={slot.date}
                checked={day === slot.date}
                onChange={() => onDay(slot.date)}
              />
              <span>{slotDayShort(slot.start)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {day ? (
        <fieldset className={styles.choiceGroup} aria-describedby={error ? 'slot-error' : undefined}>
          <legend>Heure (heure de Paris)</legend>
          {times.length === 0 ? (
            <p>Plus aucun créneau libre ce jour-là : choisissez un autre jour.</p>
          ) : (
            <div className={styles.choices}>
              {times.map((slot) => (
                <label key={slot.start} className={styles.choice}>
                  <input
                    type="radio"
                    name="slot"
                    value={slot.start}
                    checked={start === slot.start}
                    onChange={() => onStart(slot.start)}
                  />
                  <span>{slotTime(slot.start)}</span>
                </label>
              ))}
            </div>
          )}
        </fieldset>
      ) : null}
      {error ? (
        <p id="slot-error" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
