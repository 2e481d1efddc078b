import { DEMO_EXTRA_COINS } from '@dubloon-quest/core';
import { NEW_PLAYER_FREE_COINS } from '@dubloon-quest/core/internal';
import { hashPassword } from '../auth/passwords.js';
import { newReferralCode } from '../../db/referral-codes.js';
import type { AppContext } from '../context.js';
import type { Repository, Role, UserRecord } from '../../db/repository.js';

/** The shared demo password, shown on the login page and in the README. */
export const DEMO_PASSWORD = 'Treasure-2026';

/**
 * The seeded demo accounts: a Player, a Partner (the console gives it the event's first business) and an
 * Organizer, who may look at the whole console; demo logins change nothing there.
 */
export const DEMO_ACCOUNTS: readonly { email: string; name: string; role: Role; education: string; school: string | null; region: string | null; city: string | null }[] = [
  { email: 'demo.player@example.com', name: 'Demo Player', role: 'Player', education: 'Grade 11', school: 'Harbor High School', region: 'Ontario', city: 'Toronto' },
  { email: 'demo.partner@example.com', name: 'Demo Partner', role: 'Partner', education: 'Other', school: null, region: null, city: null },
  { email: 'demo.organizer@example.com', name: 'Demo Organizer', role: 'Organizer', education: 'Other', school: null, region: null, city: null },
];

/** How long a demo login's private copy lives before it is purged. */
export const SANDBOX_TTL_MS = 3 * 60 * 60 * 1000;


/** Creates the demo accounts that do not exist yet (verified, password {@link DEMO_PASSWORD}). */
export async function seedDemoAccounts(repository: Repository, now: Date): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    if (await repository.findUserByEmail(account.email)) continue;
    await repository.createUser(
      { ...account, passwordHash: await hashPassword(DEMO_PASSWORD), country: 'Canada', emailVerified: true, referralCode: newReferralCode(), referredBy: null },
      now,
    );
  }
}

/** Whether a stored account is one of the shared demo accounts (not a private copy). */
export function isDemoTemplate(context: AppContext, user: UserRecord): boolean {
  return context.config.demo && user.sandboxOf === null && DEMO_ACCOUNTS.some((account) => account.email === user.email);
}

/**
 * Gives one demo login its own short-lived copy of a demo account, so that many visitors using the same
 * account never see each other's stakes, chests or password changes. A player's copy starts with the signup
 * bonus and {@link DEMO_EXTRA_COINS}.
 */
export function openSandbox(context: AppContext, template: UserRecord): Promise<UserRecord> {
  const now = context.now();
  const grants =
    template.role === 'Player'
      ? [
          { source: 'signup' as const, count: NEW_PLAYER_FREE_COINS, ref: 'signup' },
          { source: 'demo' as const, count: DEMO_EXTRA_COINS, ref: 'demo' },
        ]
      : [];
  return context.repository.createSandbox(template, newReferralCode(), grants, new Date(now), new Date(now + SANDBOX_TTL_MS));
}
