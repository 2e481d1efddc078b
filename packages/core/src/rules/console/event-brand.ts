import { validateMediaLink } from './console-rules.js';
import type { ConsoleProblem, ConsoleProblems } from './console-problems.js';
import type { EventFile } from '../../contract/event-file.schema.js';
import { validateMailText } from '../mail/mail-texts.js';
import { validateEventHelp } from './event-help.js';

/** The event's look on the player pages and in its mails: its logo and its colour (the event file's `brand`). */
export interface EventBrand {
  /** A path on this server (`/media/...`, `/uploads/...`) or an https link; empty or absent: the game's logo. */
  logo?: string | undefined;
  /** `#rrggbb`, the header's and the mails' colour, under white text; absent: the game's colour. */
  color?: string | undefined;
}

/** White text on the event's colour must reach this contrast ratio (WCAG AA for normal text). */
export const BRAND_MIN_CONTRAST = 4.5;

/** The relative luminance of a `#rrggbb` colour (WCAG 2). Pure. */
function luminance(color: string): number {
  const channel = (offset: number) => {
    const value = parseInt(color.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of white text on a `#rrggbb` colour, from 1 to 21. Pure. */
export function contrastWithWhite(color: string): number {
  return 1.05 / (luminance(color) + 0.05);
}

/**
 * Checks the event's look: the logo a media link (as every logo of the event), the colour `#rrggbb` dark enough
 * for white text ({@link BRAND_MIN_CONTRAST}). Empty texts are allowed (the game's own). The console shows these
 * problems and the server refuses them; as codes (`content.notAnImage`, `brand.colorFormat`,
 * `brand.colorContrast {ratio, min}`). Pure.
 */
export function validateEventBrand(brand: EventBrand): ConsoleProblems {
  const errors: ConsoleProblems = {};
  const logoProblem = validateMediaLink(brand.logo ?? '');
  if (logoProblem !== null) errors.logo = [logoProblem];
  const color = brand.color ?? '';
  if (color !== '') {
    if (!/^#[0-9a-fA-F]{6}$/.test(color)) errors.color = [{ code: 'brand.colorFormat' }];
    else if (contrastWithWhite(color) < BRAND_MIN_CONTRAST)
      errors.color = [{ code: 'brand.colorContrast', ratio: contrastWithWhite(color), min: BRAND_MIN_CONTRAST }];
  }
  return errors;
}

/**
 * The problems of an event's look and mail texts, keyed by their path in the event file (`brand.color`,
 * `mail_texts[0].body`): what an import of the event refuses beyond its content. Pure.
 */
export function eventLookProblems(event: EventFile): { path: string; problem: ConsoleProblem }[] {
  const problems: { path: string; problem: ConsoleProblem }[] = [];
  const collect = (at: string, errors: ConsoleProblems) => {
    for (const [field, list] of Object.entries(errors)) for (const problem of list) problems.push({ path: `${at}.${field}`, problem });
  };
  if (event.brand !== undefined) collect('brand', validateEventBrand(event.brand));
  if (event.help !== undefined) collect('help', validateEventHelp(event.help));
  (event.mail_texts ?? []).forEach((text, index) => collect(`mail_texts[${index}]`, validateMailText(text.mail, text)));
  return problems;
}
