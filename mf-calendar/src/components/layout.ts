/** The work areas' common layout classes (shared-ui) with this area's own. */
import { areaStyles } from 'shared-ui';
import own from './layout.module.css';

export default { ...areaStyles, ...own };
