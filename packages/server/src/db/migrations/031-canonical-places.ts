import type { Migration } from './migration.js';

/** A name folded in SQL as core's `foldPlaceName` folds it: lower case, no accent, only letters and digits. */
const folded = (column: string) =>
  `regexp_replace(translate(lower(${column}), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy'), '[^a-z0-9]+', '', 'g')`;

/** Canada's provinces and territories: the stored (English) name, its code and French name, folded. */
const CANADA: readonly (readonly [string, ...string[]])[] = [
  ['Alberta', 'ab'],
  ['British Columbia', 'bc', 'colombiebritannique'],
  ['Manitoba', 'mb'],
  ['New Brunswick', 'nb', 'nouveaubrunswick'],
  ['Newfoundland and Labrador', 'nl', 'terreneuveetlabrador', 'terreneuve'],
  ['Northwest Territories', 'nt', 'territoiresdunordouest'],
  ['Nova Scotia', 'ns', 'nouvelleecosse'],
  ['Nunavut', 'nu'],
  ['Ontario', 'on'],
  ['Prince Edward Island', 'pe', 'pei', 'ileduprinceedouard'],
  ['Quebec', 'qc', 'qu', 'que'],
  ['Saskatchewan', 'sk'],
  ['Yukon', 'yt', 'yk'],
];

/** The countries whose spellings the game met: Canada, the United States and France. */
const COUNTRIES: readonly (readonly [string, ...string[]])[] = [
  ['Canada', 'ca', 'can'],
  ['United States', 'us', 'usa', 'unitedstatesofamerica', 'etatsunis', 'etatsunisdamerique'],
  ['France', 'fr'],
];

const values = (rows: readonly (readonly [string, ...string[]])[]) =>
  rows
    .flatMap(([name, ...aliases]) => [name.toLowerCase().replace(/[^a-z]+/g, ''), ...aliases].map((alias) => `('${alias}', '${name}')`))
    .join(',\n  ');

/**
 * One stored name per country and region (issue 40, item 5; decision 0188): rows written before the server
 * named places by its list ("Québec" or "QC" from a CSV import, "canada" typed by an older client) take the list's
 * name ("Quebec", "Canada"), so a slide that groups them shows one. Only the spellings met so far: Canada's
 * provinces and territories (English, French, codes) and three countries; the server names every new row itself.
 */
export const CANONICAL_PLACES: Migration = {
  version: 31,
  name: 'canonical places: one stored name per country and Canadian region',
  sql: `
UPDATE users u SET country = v.name
FROM (VALUES
  ${values(COUNTRIES)}
) AS v(alias, name)
WHERE ${folded('u.country')} = v.alias AND u.country <> v.name;

UPDATE users u SET region = v.name
FROM (VALUES
  ${values(CANADA)}
) AS v(alias, name)
WHERE u.country = 'Canada' AND u.region IS NOT NULL AND ${folded('u.region')} = v.alias AND u.region <> v.name;`,
};
