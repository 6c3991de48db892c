/** The work areas' common layout classes (shared-ui); this area needs no class of its own. */
export { areaStyles as default } from 'shared-ui';
