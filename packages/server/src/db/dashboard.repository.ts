import type { ConsoleDashboardResponse, ConsoleLiveDashboard } from '@dubloon-quest/core';
import type { Db } from './db.js';
import { textOrNull } from './row-values.js';

/** Players (role Player, not demo copies) registered and verified. */
export async function playerCounts(db: Pick<Db, 'query'>): Promise<{ registered: number; verified: number }> {
  const { rows } = await db.query(
    "SELECT count(*) AS registered, count(*) FILTER (WHERE email_verified) AS verified FROM users WHERE role = 'Player' AND sandbox_of IS NULL",
  );
  return { registered: Number(rows[0]!.registered), verified: Number(rows[0]!.verified) };
}

/** What players did and when: logins, chest answers, ledger rows (stakes, payouts) and challenge answers. */
const ACTIVITY = `
  SELECT user_id, created_at AS at FROM sessions
  UNION ALL SELECT user_id, created_at FROM chest_attempts
  UNION ALL SELECT user_id, created_at FROM coin_transactions
  UNION ALL SELECT user_id, updated_at FROM challenge_submissions`;
/** Players: role Player and not a demo copy. */
const PLAYERS = "SELECT id FROM users WHERE role = 'Player' AND sandbox_of IS NULL";

/**
 * `GET /console/dashboard` at `now`: players registered, verified (when their signup bonus was paid, i.e. at
 * verification) and active per hour of the last `hours`; coins issued by source, staked and unspent; referrals;
 * countries and regions; and the live part.
 */
export async function dashboard(
  db: Pick<Db, 'query'>,
  now: Date,
  hours: number,
  live: ConsoleLiveDashboard,
): Promise<ConsoleDashboardResponse> {
  const hourMs = 3_600_000;
  const lastHour = Math.floor(now.getTime() / hourMs) * hourMs;
  const firstHour = lastHour - (hours - 1) * hourMs;
  const since = (ms: number) => new Date(now.getTime() - ms);
  const [
    players,
    active,
    registeredBefore,
    verifiedBefore,
    registeredHours,
    verifiedHours,
    activeHours,
    issued,
    held,
    referrals,
    countries,
  ] = await Promise.all([
    db.query(
      `SELECT count(*) FILTER (WHERE banned_until > $1) AS banned, count(*) FILTER (WHERE attend_meeting) AS meetup_yes
       FROM users WHERE role = 'Player' AND sandbox_of IS NULL`,
      [now],
    ),
    db.query(
      `SELECT count(DISTINCT user_id) FILTER (WHERE at > $1) AS last_hour, count(DISTINCT user_id) FILTER (WHERE at > $2) AS last_day
       FROM (${ACTIVITY}) activity WHERE user_id IN (${PLAYERS}) AND at <= $3`,
      [since(hourMs), since(24 * hourMs), now],
    ),
    db.query(`SELECT count(*) AS n FROM users WHERE id IN (${PLAYERS}) AND created_at < $1`, [
      new Date(firstHour),
    ]),
    db.query(
      `SELECT count(*) AS n FROM coin_transactions WHERE source = 'signup' AND user_id IN (${PLAYERS}) AND created_at < $1`,
      [new Date(firstHour)],
    ),
    db.query(
      `SELECT floor(extract(epoch FROM created_at) / 3600)::bigint AS hour, count(*) AS n FROM users WHERE id IN (${PLAYERS}) AND created_at >= $1 AND created_at <= $2 GROUP BY 1`,
      [new Date(firstHour), now],
    ),
    db.query(
      `SELECT floor(extract(epoch FROM created_at) / 3600)::bigint AS hour, count(*) AS n FROM coin_transactions
       WHERE source = 'signup' AND user_id IN (${PLAYERS}) AND created_at >= $1 AND created_at <= $2 GROUP BY 1`,
      [new Date(firstHour), now],
    ),
    db.query(
      `SELECT floor(extract(epoch FROM at) / 3600)::bigint AS hour, count(DISTINCT user_id) AS n FROM (${ACTIVITY}) activity
       WHERE user_id IN (${PLAYERS}) AND at >= $1 AND at <= $2 GROUP BY 1`,
      [new Date(firstHour), now],
    ),
    db.query(
      `SELECT source, COALESCE(sum(count), 0) AS coins FROM coin_transactions WHERE source <> 'raffle' AND user_id IN (${PLAYERS}) GROUP BY source ORDER BY source`,
    ),
    db.query(
      `SELECT COALESCE((SELECT sum(coins) FROM stakes WHERE user_id IN (${PLAYERS})), 0) AS staked,
         COALESCE((SELECT sum(coins) FROM users WHERE id IN (${PLAYERS})), 0) AS unspent`,
    ),
    db.query(
      `SELECT (SELECT count(*) FROM users WHERE referred_by IS NOT NULL AND sandbox_of IS NULL) AS invited,
         count(*) AS rewarded, COALESCE(sum(count), 0) AS coins FROM coin_transactions WHERE source = 'referral'`,
    ),
    db.query(
      `SELECT country, region, count(*) AS n FROM users WHERE id IN (${PLAYERS}) GROUP BY country, region ORDER BY country, region`,
    ),
  ]);

  // Hours are counted in whole hours since the epoch, whatever the database's time zone.
  const byHour = (rows: readonly Record<string, unknown>[]) =>
    new Map(rows.map((row) => [Number(row.hour) * hourMs, Number(row.n)]));
  const registeredPerHour = byHour(registeredHours.rows);
  const verifiedPerHour = byHour(verifiedHours.rows);
  const activePerHour = byHour(activeHours.rows);
  let registered = Number(registeredBefore.rows[0]!.n);
  let verified = Number(verifiedBefore.rows[0]!.n);
  const timeline = Array.from({ length: hours }, (_, index) => {
    const hour = firstHour + index * hourMs;
    registered += registeredPerHour.get(hour) ?? 0;
    verified += verifiedPerHour.get(hour) ?? 0;
    return { hour: new Date(hour).toISOString(), registered, verified, active: activePerHour.get(hour) ?? 0 };
  });

  const countryMap = new Map<
    string,
    { country: string; players: number; regions: { region: string | null; players: number }[] }
  >();
  for (const row of countries.rows) {
    const country = String(row.country);
    const entry = countryMap.get(country) ?? { country, players: 0, regions: [] };
    entry.players += Number(row.n);
    entry.regions.push({ region: textOrNull(row.region), players: Number(row.n) });
    countryMap.set(country, entry);
  }
  const issuedBySource = issued.rows.map((row) => ({ source: String(row.source), coins: Number(row.coins) }));
  const heldRow = held.rows[0]!;
  const referralRow = referrals.rows[0]!;
  return {
    generated_at: now.toISOString(),
    players: {
      registered: live.registered,
      verified: live.verified,
      active_last_hour: Number(active.rows[0]!.last_hour),
      active_last_day: Number(active.rows[0]!.last_day),
      banned: Number(players.rows[0]!.banned),
      meetup_yes: Number(players.rows[0]!.meetup_yes),
    },
    timeline,
    coins: {
      issued_by_source: issuedBySource,
      issued: issuedBySource.reduce((sum, entry) => sum + entry.coins, 0),
      staked: Number(heldRow.staked),
      unspent: Number(heldRow.unspent),
    },
    referrals: {
      invited: Number(referralRow.invited),
      rewarded: Number(referralRow.rewarded),
      coins: Number(referralRow.coins),
    },
    countries: [...countryMap.values()].sort(
      (a, b) => b.players - a.players || a.country.localeCompare(b.country),
    ),
    live,
  };
}
