import type { ConsoleRole } from '@dubloon-quest/core';
import type { AuditActor } from '../db/audit.repository.js';
import type { AuthContext } from './context.js';

/** Who makes a console call: the verified login, its console role, and what a partner belongs to. */
export interface ConsoleCaller {
  auth: AuthContext;
  role: ConsoleRole;
  /** A partner's business (its challenge id), or null. */
  businessId: number | null;
  /** A raffle partner's name, or null. */
  rafflePartner: string | null;
  /** A shared demo account's copy: it may look, never change. */
  readOnly: boolean;
}

/** The audit actor of a console caller. Pure. */
export function actorOf(caller: ConsoleCaller): AuditActor {
  return { userId: caller.auth.user.id, email: caller.auth.user.email, role: caller.role };
}
