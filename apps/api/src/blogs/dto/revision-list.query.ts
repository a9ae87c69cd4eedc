import { PageParam } from '../../common/http/pagination';

/** `?page=` of a post's history: 15 revisions a page, newest first. */
export class RevisionListQuery {
  @PageParam()
  page = 1;
}
