import type { FieldProblem, FieldProblems } from './field-problems.js';

/**
 * The largest value of a PostgreSQL `integer` column (2^31 - 1). Every id, count and amount of a request is
 * stored in such a column or a wider one, so a request past it is refused before it reaches the database
 * (issue 27: `chest_id` "2147483648" answered 500).
 */
export const INT4_MAX = 2_147_483_647;

const tooLarge = (value: number) => Math.abs(value) > INT4_MAX;

/**
 * Every number inside a request part that no integer column holds, keyed by its path (`chest_id`,
 * `staked_items[0].coins`), with the code `number.tooLarge` (the contract's "Must be at most ..."): what the server answers 422 with
 * before any handler runs. JSON numbers count everywhere; texts of digits count as the ids they are (a field
 * named `id` or `..._id`), or everywhere in a part made only of texts (`textsAreNumbers`: a path or a query).
 * Pure.
 */
export function numbersOutOfRange(value: unknown, textsAreNumbers = false): FieldProblems {
  const errors: FieldProblems = {};
  const problem: FieldProblem[] = [{ code: 'number.tooLarge', max: INT4_MAX }];
  const visit = (node: unknown, at: string, key: string, depth: number): void => {
    if (depth > 32) return;
    if (typeof node === 'number') {
      if (tooLarge(node)) errors[at === '' ? 'body' : at] = problem;
    } else if (typeof node === 'string') {
      const numeric = textsAreNumbers || key === 'id' || key.endsWith('_id');
      if (numeric && /^-?\d+$/.test(node.trim()) && tooLarge(Number(node))) errors[at === '' ? 'body' : at] = problem;
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${at}[${index}]`, key, depth + 1));
    } else if (typeof node === 'object' && node !== null) {
      for (const [name, item] of Object.entries(node)) visit(item, at === '' ? name : `${at}.${name}`, name, depth + 1);
    }
  };
  visit(value, '', '', 0);
  return errors;
}
