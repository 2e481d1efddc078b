/**
 * The texts of the organizer's command-line tool (`npm run organizer`, packages/server/src/organizer). A
 * module of its own beside the catalogue, so the web app never carries them.
 */
export const organizerMessages = {
  help: {
    general: `Dubloon Quest organizer tool: set up an event, follow the stakes, draw the raffle, publish the winners.

Usage: npm run organizer -- <command> [options]      (every command has --help)
This tool speaks English only; players, partners and organizers read the game and the console in English or
French (Canada), and their mails follow their language.

Event
  validate FILE                         check an event file; every problem with its line and field
  import FILE                           store the event and create the players it lists (safe to repeat)
Players and stakes
  players [--csv | --json]              every player with coins not staked, staked and in total
  stakes [--detail] [--csv | --json]    coins staked per item (--detail: per player, with the chance)
Raffle draw (docs/organizer.md explains how players check it)
  draw commit --out FILE                create the secret in FILE, store and print its commitment
  draw run --reveal SECRET --record FILE
                                        freeze the stakes, draw every item, store the winners, write the record
  draw verify FILE [--commitment HEX]   recompute a draw record; exit status 1 when it does not match
Winners
  challenge-winners set ID EMAIL=AWARD ...
                                        set a challenge's winners and their dollar awards
  export winners [--csv | --json] [--out FILE]
                                        raffle and challenge winners with their e-mails
Accounts (the console's roles)
  role set EMAIL ROLE [--business ID | --partner NAME]
                                        give an account a role: Player, Partner or Organizer
  invite EMAIL --role ROLE [--name NAME] [--business ID | --partner NAME]
                                        create a Partner or Organizer account, mail it a password link
Backups (docs/operating.md)
  backup FILE                           a consistent copy of the database while the game runs
  restore FILE [--force] [--unverified] restore a backup into an empty database (--force: replace it)

The tool uses the server's settings: DATABASE_URL (PostgreSQL), else the embedded database in DATA_DIR
(default ./data; stop the server first, the embedded database serves one process at a time).
`,
    validate: `Usage: npm run organizer -- validate FILE

Checks an event file (JSON) without changing anything: its syntax, every field of the schema (chests,
raffle partners and items, businesses and challenges, timestamps and their order, results), and the
organizer's fields: one_prize_per_player (true or false, default true) and the optional players list.
Each problem is printed as FILE:LINE:COLUMN  field  problem. Exit status 1 when there is one.
`,
    import: `Usage: npm run organizer -- import FILE

Checks FILE as validate does, then stores the event in the game's database (the draw, the exports and the
results read it there) and creates the accounts of its optional "players" list:
  "players": [{ "email": "...", "name": "...", "education": "Grade 10", "country": "Canada",
                "region": "Ontario", "city": "Toronto", "school": "...", "role": "Player" }]
New accounts are verified and get the signup bonus; they choose their password with "Forgot password".
Safe to repeat: an unchanged file changes nothing, an existing account (same e-mail) is never changed, and
no player data (accounts, coins, stakes, answers) is ever deleted. The game server then serves the imported
event instead of its EVENT_FILE (running servers on PostgreSQL within a second).
`,
    players: `Usage: npm run organizer -- players [--csv | --json]

Lists every player (role Player; in demo mode also the demo logins' own copies) with e-mail, name,
education, school, country, region, verification, coins not staked, coins staked and the total.
  --csv    comma-separated values, for a spreadsheet
  --json   a JSON list
`,
    stakes: `Usage: npm run organizer -- stakes [--detail] [--csv | --json]

Lists the coins staked on each raffle item of the imported event: its stock, how many players staked and
the coins in total, then the players and coins a draw made now would take (a banned player is left out of
the draw). With --detail, one line per player and item, whether the player is banned, and their chance of
winning it in a draw made now (0 when banned; exact for one prize; for several prizes the documented
estimate, a lower bound).
  --csv    comma-separated values, for a spreadsheet
  --json   a JSON list
`,
    draw: `Usage: npm run organizer -- draw <commit | run | verify> ...

  draw commit --out FILE [--replace]
  draw run --reveal SECRET --record FILE [--allow-open-raffle]
  draw verify FILE [--commitment HEX]

Before the raffle closes: draw commit, then publish the commitment it prints. After it closes: draw run
with the secret, then publish the record file. Anyone can check the record with draw verify or in the web
app. Each subcommand has --help; docs/organizer.md explains the method.
`,
    drawCommit: `Usage: npm run organizer -- draw commit --out FILE [--replace]

Creates the draw's secret (32 random bytes, as 64 hexadecimal characters) in FILE (created, never
overwritten, readable by you only), stores its SHA-256 (the commitment) and prints it. Publish the
commitment to the players before the raffle closes, and keep FILE private until the draw.
  --replace   make a new commitment in place of the one in force (the old one stays on record); only if
              the secret was lost, and say so to the players
`,
    drawRun: `Usage: npm run organizer -- draw run --reveal SECRET --record FILE [--allow-open-raffle]

Checks SECRET against the stored commitment, freezes every player's stakes on the imported event's items,
draws each item's winners with core's published algorithm (as many as its stock, one chance per coin,
nobody twice on one item, and with one_prize_per_player nobody winning two items), stores the winners and
writes the draw record (JSON) to FILE. Publish FILE next to the commitment.
Running it again with the same secret draws nothing new: it writes the stored record to FILE again.
  --reveal SECRET        the secret from the file of draw commit, e.g. --reveal "$(cat secret.txt)"
  --record FILE          where to write the draw record
  --allow-open-raffle    draw although the event's timestamps say the raffle is still open
`,
    drawVerify: `Usage: npm run organizer -- draw verify FILE [--commitment HEX]

Recomputes a draw from its record alone (no database): the commitment from the secret, the snapshot
hash, the seed and every item's winners. Prints what matches; exit status 1 when anything does not, or
when the record was changed in any byte.
  --commitment HEX   also check that the record's commitment is the one published before the draw
`,
    challengeWinners: `Usage: npm run organizer -- challenge-winners set CHALLENGE_ID [EMAIL=AWARD ...]
`,
    challengeWinnersSet: `Usage: npm run organizer -- challenge-winners set CHALLENGE_ID [EMAIL=AWARD ...]

Sets the winners of a business's challenge, in order, each with a dollar award (a whole number),
replacing the ones set before; with no EMAIL=AWARD it clears them. Each e-mail must be a player's.
Example: challenge-winners set 2 ada@example.com=100 grace@example.com=50
`,
    export: `Usage: npm run organizer -- export winners [--csv | --json] [--out FILE]
`,
    exportWinners: `Usage: npm run organizer -- export winners [--csv | --json] [--out FILE]

Writes the raffle winners of the newest draw and the challenge winners, with e-mails to reach them:
kind, prize id, prize, partner, rank, player id, name, e-mail, education, region, country, award.
  --csv        comma-separated values (the default)
  --json       a JSON list
  --out FILE   write to FILE instead of the terminal
`,
    backup: `Usage: npm run organizer -- backup FILE

Writes a consistent copy of the game's database to FILE (gzip-compressed JSON lines) without stopping the
game: every account, coin, stake, answer, the draw's commitment, the audit log and the stored images, read in
one snapshot, with the access tokens' key so that players stay logged in after a restore. Keep FILE as secret
as the database itself (it holds password hashes and that key); it is written readable by its owner only.
On the embedded database a running server makes the copy (asked on its own address, with a key derived from
the token key); else the tool reads the database itself. PostgreSQL: this, or pg_dump (docs/operating.md).
`,
    restore: `Usage: npm run organizer -- restore FILE [--force] [--unverified]

Restores a backup made by "backup" into an empty database: the embedded one in DATA_DIR (stop the server
first) or PostgreSQL when DATABASE_URL is set, then brings it to this version's schema. A backup made by a
newer version is refused. The backup's token key goes to DATA_DIR/secrets.json unless TOKEN_SECRET is set.
The backup must be signed with this installation's token key (TOKEN_SECRET or DATA_DIR/secrets.json, as where
it was made); a restore that fails leaves the database exactly as it was.
  --force        replace a database that is not empty, once the whole backup is loaded
  --unverified   restore a backup that is not signed with this key (made before signatures, or elsewhere)
`,
  },
  usage: {
    unknownCommand: (command: string) => `Unknown command: ${command}`,
    seeHelp: (command: string) => `See: npm run organizer -- ${command ? `${command} ` : ''}--help`,
    wrongArguments: (command: string) => `Wrong number of arguments for ${command}`,
    missingOption: (option: string) => `Missing ${option}`,
    oneFormat: 'Choose one format: --csv or --json',
  },
  files: {
    cannotRead: (file: string, reason: string) => `Cannot read ${file}: ${reason}`,
    cannotWrite: (file: string, reason: string) => `Cannot write ${file}: ${reason}`,
  },
  database: {
    embeddedInUse: (url: string) =>
      `The game server is running (${url}) on the embedded database, which serves one process at a time. Stop the server, run this command, then start the server again (or use PostgreSQL with DATABASE_URL).`,
  },
  eventFile: {
    notJson: (reason: string) => `Not valid JSON: ${reason}`,
    trueOrFalse: 'Must be true or false',
    playersList: 'Must be a list of players',
    playerObject: 'Must be an object with email, name, education and country',
    text: 'Must be text',
    textOrNull: 'Must be text or null',
    role: (roles: string) => `Must be one of ${roles}`,
    emailTwice: (firstIndex: number) => `This e-mail is already listed at players[${firstIndex}]`,
    problems: (count: number) => `${count} problem${count === 1 ? '' : 's'} found: nothing was changed.`,
    valid: (file: string) => `${file} is a valid event file.`,
    summary: (event: { name: string; items: number; chests: number; businesses: number; players: number; onePrizePerPlayer: boolean }) =>
      `"${event.name}": ${event.items} raffle items, ${event.chests} chests, ${event.businesses} businesses, ${event.players} players listed; ${event.onePrizePerPlayer ? 'one prize per player' : 'a player may win several items'}.`,
  },
  importing: {
    event: {
      created: (name: string) => `Imported the event "${name}".`,
      updated: (name: string) => `Updated the event "${name}" (players, coins and stakes are kept).`,
      unchanged: (name: string) => `The event "${name}" is already imported: nothing changed.`,
    },
    progress: 'Players',
    players: (created: number, existing: number) => `Players: ${created} created, ${existing} already had an account (left unchanged).`,
    stakesOutside: (items: string) => `Note: players have stakes on items no longer in the event (${items}); they are kept but take no part in the draw.`,
    serverReadsOther: (file: string) =>
      `Note: the game server serves this imported event from now on, not its EVENT_FILE (${file}): servers on PostgreSQL within a second, a server on the embedded database at its next start.`,
  },
  listings: {
    players: (count: number) => `${count} player${count === 1 ? '' : 's'}.`,
    noEventImported: 'No event imported yet: item names and stock are unknown (npm run organizer -- import FILE).',
  },
  draw: {
    commitmentExists: (commitment: string, createdAt: string) =>
      `A commitment is already in force (${commitment}, made ${createdAt}). Use it, or make a new one with --replace if its secret was lost.`,
    committedMeanwhile: 'Another commitment was stored at the same moment: nothing was stored. Run the command again.',
    committed: (commitment: string, file: string, replaced: boolean) =>
      `Commitment: ${commitment}\n${replaced ? 'It replaces the previous commitment.\n' : ''}The secret is in ${file}: keep it private until the draw.\nPublish the commitment to the players now, before the raffle closes.`,
    noCommitment: 'There is no commitment yet: run draw commit before the raffle closes and publish it.',
    secretMismatch: (commitment: string) => `This secret does not match the commitment in force (${commitment}): check the secret file.`,
    alreadyDrawn: (drawnAt: string, file: string) => `The draw under this commitment was made at ${drawnAt}: nothing was drawn again. Its record was written to ${file}.`,
    noEvent: 'No event imported yet: run npm run organizer -- import FILE first.',
    raffleOpen: (reviewStart: string) =>
      `The raffle is still open (it closes at review_start, ${reviewStart}): stakes may still change. Wait, or add --allow-open-raffle.`,
    frozen: (stakes: number, players: number, items: number) => `Froze ${stakes} stakes of ${players} players on ${items} items.`,
    progress: 'Items drawn',
    drawnMeanwhile: 'A draw under this commitment was stored at the same moment: run the command again to get its record.',
    recordNotWritten: (file: string, reason: string) =>
      `The draw is stored, but its record could not be written to ${file} (${reason}). Run the same command again to write it.`,
    done: (draw: { winners: number; record: string; commitment: string; snapshotHash: string; seed: string }) =>
      `${draw.winners} winners drawn and stored.\nRecord: ${draw.record} (publish it next to the commitment)\nCommitment: ${draw.commitment}\nSnapshot hash: ${draw.snapshotHash}\nSeed: ${draw.seed}`,
    verifyFailed: (file: string, reason: string) => `${file} DOES NOT MATCH: ${reason}`,
    otherCommitment: (file: string, recordCommitment: string, published: string) =>
      `${file} DOES NOT MATCH the published commitment: the record's is ${recordCommitment}, the published one ${published}.`,
    verified: (file: string) => `${file} matches.`,
    recordSummary: (record: { event: string; frozenAt: string; items: number; players: number; coins: number; winners: number; commitment: string; snapshotHash: string }) =>
      `Event "${record.event}", stakes frozen at ${record.frozenAt}: ${record.items} items, ${record.players} players, ${record.coins} coins staked, ${record.winners} winners.\nCommitment: ${record.commitment}\nSnapshot hash: ${record.snapshotHash}`,
  },
  winners: {
    badChallengeId: (text: string) => `Not a challenge id: ${text} (a whole number above 0)`,
    badWinner: (text: string) => `Not EMAIL=AWARD: ${text} (the award is whole dollars, e.g. ada@example.com=100)`,
    twice: (email: string) => `${email} is listed twice`,
    unknownChallenge: (id: number) => `No business of the imported event has challenge ${id}.`,
    noPlayer: (email: string) => `No player has the e-mail ${email}.`,
    set: (business: string, count: number) => (count === 0 ? `The winners of ${business}'s challenge were cleared.` : `${business}'s challenge has ${count} winner${count === 1 ? '' : 's'}:`),
    exported: (rows: number, file: string) => `${rows} winner${rows === 1 ? '' : 's'} written to ${file}.`,
  },
  backup: {
    written: (file: string, event: string, bytes: number, rows: number, seconds: number, version: string, schema: number) =>
      `Backup of "${event}" written to ${file}: ${(bytes / 1_048_576).toFixed(2)} MB, ${rows} rows, made by version ${version} (schema ${schema}) in ${seconds.toFixed(1)} s.`,
    restored: (file: string, event: string, createdAt: string, rows: number, seconds: number) =>
      `Restored "${event}" from ${file} (made ${createdAt}): ${rows} rows in ${seconds.toFixed(1)} s. Start the server.`,
    keyWritten: (file: string) => `The access tokens' key was written to ${file}: players stay logged in.`,
    keyNotWritten: 'TOKEN_SECRET is set, so the backup\'s token key was not written: players log in again unless TOKEN_SECRET holds the same key.',
    folderNotEmpty: (folder: string) => `${folder} is not empty: restore into an empty data folder, or replace what it holds with --force.`,
    noDatabase: (folder: string) => `There is no embedded database in ${folder} to back up.`,
    unverified: 'Restored with --unverified: this backup was not signed with this installation\'s token key, so nothing proved it unchanged.',
    serverRefused: (url: string, status: number) => `The running server (${url}) refused the backup (HTTP ${status}): is this tool using the server's DATA_DIR or TOKEN_SECRET?`,
  },
  unexpected: (reason: string) => `The organizer tool failed: ${reason}`,
};
