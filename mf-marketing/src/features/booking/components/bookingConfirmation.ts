import { lazyModule } from 'shared-ui/public';

/**
 * The confirmation (and its .ics file), shown once a request is sent (BookingFlow): fetched when
 * the visitor starts on the form (BookingDetails), with the data layer that sends it.
 */
export const bookingConfirmation = lazyModule(() => import('./BookingConfirmation.tsx'));
