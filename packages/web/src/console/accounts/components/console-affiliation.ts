import {
  fieldProblemText,
  validateEmail,
  validateName,
  type EventFile,
  type Role,
  type ValidationErrors,
} from '@dubloon-quest/core';
import {
  accountAffiliation,
  AFFILIATION_REFUSAL_FIELD,
  consoleAccountsText,
  type ConsoleAccount,
} from '@dubloon-quest/core/console';

/** A business or raffle partner a partner account may belong to, as a choice of the affiliation field. */
interface AffiliationOption {
  /** `business:<challenge id>` or `partner:<name>`: one field for the two kinds. */
  readonly value: string;
  readonly label: string;
}

export interface AffiliationOptions {
  readonly businesses: readonly AffiliationOption[];
  readonly partners: readonly AffiliationOption[];
}

/** The request fields of an affiliation. */
export interface AffiliationFields {
  readonly business_id: number | null;
  readonly raffle_partner: string | null;
}

const BUSINESS = 'business:';
const PARTNER = 'partner:';

/**
 * The businesses and raffle partners players still see (retired ones take no new partner). Each choice names
 * its kind ("Business: ...", "Raffle partner: ..."), as the accounts list does: a closed drop-down shows only
 * the chosen option, and screen readers do not always read a group's label, so the group alone would not
 * say which kind the choice is (nor tell a business from a raffle partner of the same name). Pure.
 */
export function affiliationOptions(event: EventFile | null): AffiliationOptions {
  const text = consoleAccountsText;
  const live = <T extends { retired?: boolean | undefined }>(entries: readonly T[]) =>
    entries.filter((entry) => entry.retired !== true);
  return {
    businesses: live(event?.businesses ?? []).map((business) => ({
      value: `${BUSINESS}${business.challenge_question.challenge_id}`,
      label: text.business(business.name),
    })),
    partners: live(event?.partners ?? []).map((partner) => ({
      value: `${PARTNER}${partner.name}`,
      label: text.rafflePartner(partner.name),
    })),
  };
}

/** The field value of an account's affiliation ('' for none). Pure. */
export function affiliationValue(account: Pick<ConsoleAccount, 'business_id' | 'raffle_partner'>): string {
  if (account.business_id !== null) return `${BUSINESS}${account.business_id}`;
  if (account.raffle_partner !== null) return `${PARTNER}${account.raffle_partner}`;
  return '';
}

/** The request fields of an affiliation field's value (both null for ''). Pure. */
export function affiliationFields(value: string): AffiliationFields {
  if (value.startsWith(BUSINESS)) {
    const id = Number(value.slice(BUSINESS.length));
    return { business_id: Number.isInteger(id) && id > 0 ? id : null, raffle_partner: null };
  }
  if (value.startsWith(PARTNER)) return { business_id: null, raffle_partner: value.slice(PARTNER.length) };
  return { business_id: null, raffle_partner: null };
}

/** What an account belongs to, in words: its business (by name when the event is known) or raffle partner. Pure. */
export function affiliationLabel(
  account: Pick<ConsoleAccount, 'role' | 'business_id' | 'raffle_partner'>,
  event: EventFile | null,
): string {
  const text = consoleAccountsText;
  if (account.business_id !== null) {
    const business = event?.businesses.find(
      (entry) => entry.challenge_question.challenge_id === account.business_id,
    );
    if (business) return text.business(business.name);
    return event === null
      ? text.business(`#${account.business_id}`)
      : text.unknownBusiness(account.business_id);
  }
  if (account.raffle_partner !== null) return text.rafflePartner(account.raffle_partner);
  return account.role === 'Partner' ? text.partnerWithout : text.noAffiliation;
}

/**
 * The field errors of an affiliation for a role, as the server reports them: core's `accountAffiliation`
 * (a partner exactly one business or raffle partner, any other role none), leaving to the server whether the
 * business or raffle partner still exists. Pure.
 */
export function validateAffiliation(role: Role, value: string): ValidationErrors {
  const affiliation = accountAffiliation(role, affiliationFields(value), null);
  return affiliation.ok ? {} : { [AFFILIATION_REFUSAL_FIELD[affiliation.code]]: [affiliation.message] };
}

/** An invitation's field errors: core's e-mail and name checks (the server's own) and the affiliation. Pure. */
export function validateInvitation(invitation: {
  email: string;
  name: string;
  role: Role;
  affiliation: string;
}): ValidationErrors {
  const errors: ValidationErrors = {};
  const email = validateEmail(invitation.email.trim());
  if (email !== null) errors.email = [fieldProblemText(email)];
  const name = validateName(invitation.name);
  if (name !== null) errors.name = [fieldProblemText(name)];
  return { ...errors, ...validateAffiliation(invitation.role, invitation.affiliation) };
}

/** The server's affiliation errors (`business_id`, `raffle_partner`) as the one field's errors. Pure. */
export function affiliationErrors(errors: ValidationErrors): readonly string[] {
  return [...(errors.business_id ?? []), ...(errors.raffle_partner ?? [])];
}

/**
 * The choices for an account's role dialog: the live ones, plus the account's own business or raffle partner
 * when it is retired (or no longer in the event), so the field shows what the account belongs to now. Pure.
 */
export function optionsForAccount(
  options: AffiliationOptions,
  account: Pick<ConsoleAccount, 'role' | 'business_id' | 'raffle_partner'>,
  event: EventFile | null,
): AffiliationOptions {
  const current = affiliationValue(account);
  const listed = [...options.businesses, ...options.partners].some((option) => option.value === current);
  if (current === '' || listed) return options;
  const label = affiliationLabel(account, event);
  return account.business_id !== null
    ? { ...options, businesses: [...options.businesses, { value: current, label }] }
    : { ...options, partners: [...options.partners, { value: current, label }] };
}
