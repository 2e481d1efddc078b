import type { User } from '@dubloon-quest/core';
import type { AppContext } from '../services/context.js';
import type { UserRecord } from '../db/repository.js';

/** The user's referral link: the registration page with the user's code. Pure. */
export function referralLink(context: AppContext, user: UserRecord): string {
  return `${context.config.publicUrl}/register?referral=${user.referralCode}`;
}

/** The user as the wire shows it (login, profile update): never the password hash, id or internal flags. */
export async function userView(context: AppContext, user: UserRecord): Promise<User> {
  const chests = await context.repository.chestsSubmitted(user.id);
  return {
    name: user.name,
    email: user.email,
    education: user.education,
    school: user.school,
    country: user.country,
    region: user.region,
    city: user.city,
    role: user.role,
    referral_link: referralLink(context, user),
    chests_submitted: Object.fromEntries(Object.entries(chests).map(([id, coins]) => [id, coins])),
    attend_meeting: user.attendMeeting,
  };
}
