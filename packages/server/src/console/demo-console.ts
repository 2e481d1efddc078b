import type { EventFile } from '@dubloon-quest/core';
import { ConsoleAccountsRepository } from '../db/console-accounts.repository.js';
import type { AppContext } from '../services/context.js';
import { DEMO_ACCOUNTS } from '../services/demo/demo-accounts.js';

/** The demo partner account, which the demo gives the event's first business. */
const DEMO_PARTNER_EMAIL = 'demo.partner@example.com';

/**
 * Demo mode: gives the demo partner (`demo.partner@example.com`) the event's first business, unless it already
 * belongs to something. The demo organizer (`demo.organizer@example.com`) is one of the seeded demo accounts.
 * Demo logins get their own copies, which may look at the console but change nothing.
 */
export async function seedDemoConsole(context: AppContext, event: EventFile): Promise<void> {
  const business = event.businesses.find((entry) => entry.retired !== true);
  if (!business || !DEMO_ACCOUNTS.some((account) => account.email === DEMO_PARTNER_EMAIL)) return;
  const partner = await context.repository.findUserByEmail(DEMO_PARTNER_EMAIL);
  if (!partner || partner.role !== 'Partner') return;
  await new ConsoleAccountsRepository(context.repository.db).affiliateUnlessAffiliated(partner.id, business.challenge_question.challenge_id);
}
