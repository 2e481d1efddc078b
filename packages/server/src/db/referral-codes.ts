import { randomBytes } from 'node:crypto';

/** A referral code for referral links. */
export function newReferralCode(): string {
  return randomBytes(5).toString('hex');
}
