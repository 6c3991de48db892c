import { createFederatedConfig } from 'tooling';

export default createFederatedConfig({
  dir: import.meta.dirname,
  name: 'shell',
  host: true,
});
