/**
 * Whether a JSON key names an id: `id`, or any `<thing>_id` (`item_id`, `chest_id`, `challenge_id`,
 * `business_id`, `user_id`, `next_before_id`, ...).
 */
const ID_KEY = /(^|_)id$/;
/** A key naming a list of ids (`player_ids`). */
const ID_LIST_KEY = /_ids$/;

/**
 * Every id of a parsed JSON value (an answer's or an event's body as it travelled) that is not a JSON string,
 * by its path (`$[0].item_id`), walking every object and array. A null id (an optional reference) is allowed.
 * Empty when every id is a string, as the original event's clients need (they key their maps by ids). Pure.
 */
export function nonStringIds(json: unknown, path = '$'): string[] {
  if (Array.isArray(json)) return json.flatMap((item: unknown, index) => nonStringIds(item, `${path}[${index}]`));
  if (json === null || typeof json !== 'object') return [];
  return Object.entries(json as Record<string, unknown>).flatMap(([key, value]) => {
    const at = `${path}.${key}`;
    if (ID_KEY.test(key) && value !== null && typeof value !== 'string') return [at];
    if (ID_LIST_KEY.test(key) && Array.isArray(value)) {
      return value.flatMap((id: unknown, index) => (typeof id === 'string' ? [] : [`${at}[${index}]`]));
    }
    return nonStringIds(value, at);
  });
}
