import { createTemplate } from './template-database';

/** Once per Jest run, before any spec: the migrated template every test app starts from. */
export default createTemplate;
