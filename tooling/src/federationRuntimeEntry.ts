// federation-runtime.js, loaded first by a remote's standalone page (see federationRuntime.ts).
import { provideFederationRuntime } from './federationRuntime.ts';

provideFederationRuntime();
