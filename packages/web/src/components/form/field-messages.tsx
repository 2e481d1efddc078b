/** The ids a field's `aria-describedby` lists: its hint, then its errors. Pure. */
export function describedBy(id: string, hint: string | undefined, errors: readonly string[]): string | undefined {
  const ids = [hint ? `${id}-hint` : null, errors.length > 0 ? `${id}-errors` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A field's hint and error list, with the ids `describedBy` names. */
export function FieldMessages({ id, hint, errors }: { id: string; hint: string | undefined; errors: readonly string[] }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <ul id={`${id}-errors`} className="field__error">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
