import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { ROLES } from '../../contract/user.schema.js';
import { accountAffiliation } from './account-affiliation.js';

const businesses = [1, 2].map((id) => ({ challenge_question: { challenge_id: id } }));
const partners = [{ name: 'Harbor Bank' }, { name: 'Reef Credit' }];
const event = { businesses, partners } as unknown as Parameters<typeof accountAffiliation>[2];
const requested = fc.record({
  business_id: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  raffle_partner: fc.option(fc.constantFrom('Harbor Bank', ' Reef Credit ', 'Nobody', '   '), { nil: null }),
});

describe('account affiliation', () => {
  test.prop([fc.constantFrom(...ROLES), requested])('an account belongs to one known business or partner exactly when it is a partner, else to nothing', (role, asked) => {
    const verdict = accountAffiliation(role, asked, event);
    if (!verdict.ok) return;
    const { businessId, rafflePartner } = verdict.value;
    if (role !== 'Partner') expect([businessId, rafflePartner]).toEqual([null, null]);
    else {
      expect((businessId === null) !== (rafflePartner === null)).toBe(true);
      if (businessId !== null) expect(businesses.some((business) => business.challenge_question.challenge_id === businessId)).toBe(true);
      if (rafflePartner !== null) expect(partners.some((partner) => partner.name === rafflePartner)).toBe(true);
    }
  });

  test.prop([fc.constantFrom(...ROLES), requested])('the form, without the event, refuses everything the server refuses for the role, with the same code', (role, asked) => {
    const onServer = accountAffiliation(role, asked, event);
    const inForm = accountAffiliation(role, asked, null);
    if (!inForm.ok) expect(onServer).toEqual(inForm);
    if (!onServer.ok && onServer.code !== 'AFFILIATION.UNKNOWN_BUSINESS' && onServer.code !== 'AFFILIATION.UNKNOWN_PARTNER') expect(inForm).toEqual(onServer);
  });
});
