/**
 * The time of a post this process saw waiting has come. Whichever API process published it, what
 * this one keeps of the public answers may be stale (the publishing process also emits
 * post.published; the others learn of it only through this).
 */
export class ScheduledPostsDueEvent {
  static readonly NAME = 'posts.scheduled-due';
}
