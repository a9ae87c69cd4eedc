/**
 * The time of a post this process saw waiting has come. Whichever API process published it, what
 * this one keeps of the public answers may be stale (the publishing process also emits
 * post.published; the others learn of it only through this).
 */
export class ScheduledPostsDueEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
}
