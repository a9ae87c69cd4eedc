/**
 * A category was renamed or described again, in English or Indonesian; `formerName` is its name
 * before, equal to `name` when only a description or the Indonesian texts changed.
 */
export class CategoryChangedEvent {
  /** Nominal: no other event's payload passes for this one, whatever its fields (common/events/app-events.ts). */
  declare private readonly brand: void;
  constructor(
    readonly categoryId: number,
    readonly name: string,
    readonly formerName: string,
    readonly descriptionChanged: boolean,
    readonly indonesianChanged = false,
  ) {}
}
