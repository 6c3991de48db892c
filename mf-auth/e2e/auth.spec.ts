/** The auth journeys on this remote's standalone page (http://localhost:3002), without the shell. */
import { defineAuthJourneys } from './journeys.ts';

defineAuthJourneys({ origin: 'http://localhost:3002', composed: false });
