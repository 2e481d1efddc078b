/** Messages per form field, the shape of core's form validators and of the server's `errors` body. */
export type FieldErrors<Field extends string> = Partial<Record<Field, readonly string[]>>;
