/** class-transformer's @Transform for text fields: a string trimmed, anything else left for the validators to refuse. */
export const trimText = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
