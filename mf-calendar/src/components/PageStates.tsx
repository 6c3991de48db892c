export { Loading, LoadError } from 'shared-ui';
