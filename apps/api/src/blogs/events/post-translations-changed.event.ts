/** Two posts were linked as translations of each other (`linked`), or unlinked: both pages' language alternates change. */
export class PostTranslationsChangedEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    readonly blogId: number,
    readonly title: string,
    readonly translationId: number,
    readonly translationTitle: string,
    readonly linked: boolean,
  ) {}
}
