import { messages } from '@dubloon-quest/core';
import { consoleAccountsText, consoleMessages } from '@dubloon-quest/core/console';
import { describe, expect, it } from 'vitest';
import { consoleEvent } from '../../../../test/console-test-app.js';
import {
  affiliationFields,
  affiliationLabel,
  affiliationOptions,
  affiliationValue,
  optionsForAccount,
  validateAffiliation,
  validateInvitation,
} from './console-affiliation.js';

const event = consoleEvent().event;

describe('affiliations', () => {
  it("offers the event's businesses and raffle partners that are not retired, each naming its kind", () => {
    expect(affiliationOptions(event)).toEqual({
      businesses: [{ value: 'business:1', label: 'Business: Harbor Tech' }],
      partners: [{ value: 'partner:Bookworm Press', label: 'Raffle partner: Bookworm Press' }],
    });
    expect(affiliationOptions(null)).toEqual({ businesses: [], partners: [] });
  });

  it('turns a choice into the request fields and back', () => {
    expect(affiliationFields('business:1')).toEqual({ business_id: 1, raffle_partner: null });
    expect(affiliationFields('partner:Bookworm Press')).toEqual({
      business_id: null,
      raffle_partner: 'Bookworm Press',
    });
    expect(affiliationFields('')).toEqual({ business_id: null, raffle_partner: null });
    expect(affiliationValue({ business_id: 1, raffle_partner: null })).toBe('business:1');
    expect(affiliationValue({ business_id: null, raffle_partner: 'Bookworm Press' })).toBe(
      'partner:Bookworm Press',
    );
  });

  it('names what an account belongs to', () => {
    const text = consoleAccountsText;
    expect(affiliationLabel({ role: 'Partner', business_id: 1, raffle_partner: null }, event)).toBe(
      text.business('Harbor Tech'),
    );
    expect(affiliationLabel({ role: 'Partner', business_id: 9, raffle_partner: null }, event)).toBe(
      text.unknownBusiness(9),
    );
    expect(
      affiliationLabel({ role: 'Partner', business_id: null, raffle_partner: 'Bookworm Press' }, null),
    ).toBe(text.rafflePartner('Bookworm Press'));
    expect(affiliationLabel({ role: 'Partner', business_id: null, raffle_partner: null }, event)).toBe(
      text.partnerWithout,
    );
    expect(affiliationLabel({ role: 'Organizer', business_id: null, raffle_partner: null }, event)).toBe(
      text.noAffiliation,
    );
  });

  it("checks an invitation as the server does: e-mail, name, and a partner's one affiliation", () => {
    expect(
      validateInvitation({
        email: 'pat@example.com',
        name: 'Pat',
        role: 'Partner',
        affiliation: 'business:1',
      }),
    ).toEqual({});
    expect(validateInvitation({ email: 'pat', name: '', role: 'Partner', affiliation: '' })).toEqual({
      email: [messages.validation.invalidEmail],
      name: [expect.any(String)],
      business_id: [consoleMessages.accounts.partnerNeedsOne],
    });
    expect(validateAffiliation('Organizer', 'business:1')).toEqual({
      role: [consoleMessages.accounts.onlyPartnersBelong],
    });
    expect(validateAffiliation('Organizer', '')).toEqual({});
  });

  it("keeps an account's retired business among its role dialog's choices", () => {
    const options = affiliationOptions(event);
    const retired = { role: 'Partner' as const, business_id: 2, raffle_partner: null };
    expect(optionsForAccount(options, retired, event).businesses).toEqual([
      { value: 'business:1', label: 'Business: Harbor Tech' },
      { value: 'business:2', label: 'Business: Old Mill' },
    ]);
    expect(optionsForAccount(options, { ...retired, business_id: 1 }, event)).toBe(options);
  });
});
