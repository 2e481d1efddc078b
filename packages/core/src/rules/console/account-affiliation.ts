import type { EventFile } from '../../contract/event-file.schema.js';
import type { Role } from '../../contract/user.schema.js';
import { consoleMessages } from '../../messages/console-messages.js';
import { fail, succeed } from '../result.js';
import type { RuleResult } from '../result.js';

/** What an account belongs to: a partner one business (by challenge id) or one raffle partner; anyone else nothing. */
export interface AccountAffiliation {
  readonly businessId: number | null;
  readonly rafflePartner: string | null;
}

/** An affiliation as a request carries it (`business_id`, `raffle_partner`; missing, null or blank: none). */
export interface RequestedAffiliation {
  readonly business_id?: number | null | undefined;
  readonly raffle_partner?: string | null | undefined;
}

/** Codes of the reasons an affiliation is refused. */
export type AffiliationRefusal =
  | 'AFFILIATION.ONLY_PARTNERS_BELONG'
  | 'AFFILIATION.PARTNER_NEEDS_ONE'
  | 'AFFILIATION.UNKNOWN_BUSINESS'
  | 'AFFILIATION.UNKNOWN_PARTNER';

/** The request field each refusal is reported on, by the server and by the console's form alike. */
export const AFFILIATION_REFUSAL_FIELD: Readonly<Record<AffiliationRefusal, 'role' | 'business_id' | 'raffle_partner'>> = {
  'AFFILIATION.ONLY_PARTNERS_BELONG': 'role',
  'AFFILIATION.PARTNER_NEEDS_ONE': 'business_id',
  'AFFILIATION.UNKNOWN_BUSINESS': 'business_id',
  'AFFILIATION.UNKNOWN_PARTNER': 'raffle_partner',
};

/**
 * What an account of `role` belongs to: a Partner exactly one business or raffle partner
 * (`AFFILIATION.PARTNER_NEEDS_ONE` for none or both), any other role nothing
 * (`AFFILIATION.ONLY_PARTNERS_BELONG`). With the event, the business must be one of its businesses
 * (`AFFILIATION.UNKNOWN_BUSINESS`) and the raffle partner one of its partners (`AFFILIATION.UNKNOWN_PARTNER`);
 * without it (a form before the event loaded) those two are left to the server. A raffle partner's name is
 * trimmed. The server checks invitations and role changes with it, the console's form before sending. Pure.
 */
export function accountAffiliation(
  role: Role,
  requested: RequestedAffiliation,
  event: Pick<EventFile, 'businesses' | 'partners'> | null,
): RuleResult<AccountAffiliation, AffiliationRefusal> {
  const businessId = requested.business_id ?? null;
  const rafflePartner = requested.raffle_partner?.trim() || null;
  const accounts = consoleMessages.accounts;
  if (role !== 'Partner') {
    return businessId === null && rafflePartner === null
      ? succeed({ businessId: null, rafflePartner: null })
      : fail('AFFILIATION.ONLY_PARTNERS_BELONG', accounts.onlyPartnersBelong);
  }
  if ((businessId === null) === (rafflePartner === null)) return fail('AFFILIATION.PARTNER_NEEDS_ONE', accounts.partnerNeedsOne);
  if (event !== null && businessId !== null && !event.businesses.some((business) => business.challenge_question.challenge_id === businessId)) {
    return fail('AFFILIATION.UNKNOWN_BUSINESS', accounts.unknownBusiness);
  }
  if (event !== null && rafflePartner !== null && !event.partners.some((partner) => partner.name === rafflePartner)) {
    return fail('AFFILIATION.UNKNOWN_PARTNER', accounts.unknownPartner);
  }
  return succeed({ businessId, rafflePartner });
}
