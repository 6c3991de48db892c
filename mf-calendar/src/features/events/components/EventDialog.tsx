import { Dialog } from 'shared-ui';
import type { Lookups } from '../../lookups/hooks/useLookups.ts';
import { httpsLink } from 'shared-data/links';
import { eventToValues, type EventFormValues } from '../model/eventForm.ts';
import type { EventWithId } from '../model/eventList.ts';
import { EventForm } from './EventForm.tsx';
import { VisioLine } from './VisioLink.tsx';

export type EventDialogState =
  | { mode: 'create'; initial: EventFormValues }
  | { mode: 'edit'; event: EventWithId }
  | null;

export type EventDialogProps = {
  state: EventDialogState;
  firmId: string;
  uid: string;
  lookups: Lookups;
  onClose: () => void;
  /** Per-event actions shown when editing (export…). */
  extra?: (event: EventWithId) => React.ReactNode;
};

/** The create / edit form in the shared modal. */
export function EventDialog({ state, firmId, uid, lookups, onClose, extra }: EventDialogProps) {
  const title = state?.mode === 'edit' ? `Modifier : ${state.event.title}` : 'Nouvel événement';
  const visio = state?.mode === 'edit' ? httpsLink(state.event.visioUrl) : null;
  return (
    <Dialog open={state !== null} title={title} onClose={onClose}>
      {visio ? <VisioLine url={visio} /> : null}
      {state ? (
        <EventForm
          key={state.mode === 'edit' ? state.event.id : 'new'}
          firmId={firmId}
          uid={uid}
          lookups={lookups}
          initial={state.mode === 'edit' ? eventToValues(state.event) : state.initial}
          eventId={state.mode === 'edit' ? state.event.id : undefined}
          seenUpdatedAt={state.mode === 'edit' ? state.event.updatedAt : undefined}
          onDone={onClose}
          extra={state.mode === 'edit' && extra ? extra(state.event) : undefined}
        />
      ) : null}
    </Dialog>
  );
}
