import { dropTemplate } from './template-database';

export default dropTemplate;
