import { afterEach, beforeEach, describe, expect, it, type TestContext } from 'vitest';
import type { Chest } from '../contract/chest.schema.js';
import type { GatedFeature } from '../contract/endpoints.js';
import type { LoginTimestamps } from '../contract/timestamps.schema.js';
import { GAME_NOT_STARTED } from '../contract/timestamps.schema.js';
import { messages } from '../messages/catalogue.js';
import { serverMessages } from '../messages/server-messages.js';
import { isGameApiError, type GameApi, type GameApiError, type GameApiErrorKind, type LoginResult, type SessionTokens } from '../ports/game-api.port.js';
import { isFeatureOpen } from '../rules/access/feature-access.js';
import { COINS_PER_QUESTION, MAX_CHEST_COINS, QUESTIONS_PER_CHEST } from '../rules/constants.js';
import { verifyDrawRecordText } from '../rules/draw/draw-record.js';
import { gamePeriodAt } from '../rules/period/game-period.js';
import { DEMO_PARTNER, DEMO_PLAYER } from './demo-seed.js';

/** What the GameApi contract suite needs from an implementation under test. */
export interface GameApiContractSubject {
  /** The implementation, talking to a server seeded with the demo accounts. */
  readonly api: GameApi;
  /** Makes `api` send these tokens from now on (null: logged out). */
  useTokens(tokens: SessionTokens | null): void;
  /** The current time as the server sees it (epoch ms), to know which features are open. */
  now(): number;
  /**
   * Has the organizers commit to a draw (`commit`: to the suite's secret, or to one the server makes, as the
   * console does; answers the secret committed to), then (`run`) run the draw with that secret over the stakes
   * now and publish its record, on the server under test. Without it the draw calls are checked as the server
   * stands.
   */
  organizeDraw?(step: 'commit' | 'run', secret: string): string | Promise<string>;
  /** Releases what the subject holds (connections, servers). */
  dispose?(): void | Promise<void>;
}

export interface GameApiContractOptions {
  /** How the server judges chest answers. Default `server`, the real server's default. */
  readonly quizCheck?: 'server' | 'client';
  /** Whether the server runs in demo mode (registration refused). Default true. */
  readonly demo?: boolean;
}

/** Time kept clear of a period boundary: closer than this, a gate's state is not asserted. */
const BOUNDARY_MARGIN_MS = 10_000;

const GOOGLE_DOC_LINK = 'https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz/edit';
const UNKNOWN_ID = 987_654;

/**
 * Registers the behaviour every `GameApi` must show, as API.md defines it, against a server seeded with the
 * demo player (`demo.player@example.com`) and the demo partner (`demo.partner@example.com`). Run it against
 * the in-memory fake and against the HTTP adapter talking to a real server. Tests run in order and may share
 * one server: each state-changing scenario happens once, in one test, and copes with what earlier tests did.
 * With `demo` (the default) nothing is asserted across two logins: a demo login may play in its own sandbox.
 * Period-gated calls are checked against the period the login's timestamps give (open: an answer; closed:
 * 409); within 10 s of a period boundary the test is skipped rather than guessed.
 */
export function describeGameApiContract(
  name: string,
  makeSubject: () => GameApiContractSubject | Promise<GameApiContractSubject>,
  options: GameApiContractOptions = {},
): void {
  const { quizCheck = 'server', demo = true } = options;

  describe(`GameApi contract: ${name}`, () => {
    let subject: GameApiContractSubject;
    let api: GameApi;

    beforeEach(async () => {
      subject = await makeSubject();
      api = subject.api;
    });

    afterEach(async () => {
      await subject.dispose?.();
    });

    async function loginAs(credentials: { email: string; password: string }): Promise<LoginResult> {
      const result = await api.login({ ...credentials });
      subject.useTokens(result.tokens);
      return result;
    }

    /** Whether a feature is open now, or skips the test near a boundary or when the game is not scheduled. */
    function featureOpen(context: TestContext, feature: GatedFeature, timestamps: LoginTimestamps): boolean {
      if (timestamps === GAME_NOT_STARTED) return feature === 'results';
      const now = subject.now();
      const { period, endsAt } = gamePeriodAt(timestamps, now);
      if (endsAt !== null && endsAt - now < BOUNDARY_MARGIN_MS) context.skip('too close to a period boundary');
      return isFeatureOpen(feature, period);
    }

    async function rejection(promise: Promise<unknown>, kind: GameApiErrorKind, status?: number): Promise<GameApiError> {
      const outcome = await promise.then(
        () => 'resolved',
        (error: unknown) => error,
      );
      expect(isGameApiError(outcome), `expected a GameApiError of kind ${kind}, got ${String(outcome)}`).toBe(true);
      const error = outcome as GameApiError;
      expect({ kind: error.kind, status: error.status }).toEqual({ kind, status: status ?? error.status });
      expect(error.message).not.toBe('');
      return error;
    }

    describe('accounts', () => {
      it('[S7.login][S4.login][D0024.badge] login answers the user, the unstaked coins, the timestamps and both tokens', async () => {
        const result = await api.login({ ...DEMO_PLAYER });
        expect(result.meta.status).toBe(200);
        expect(result.data.user.email).toBe(DEMO_PLAYER.email);
        expect(result.data.user.role).toBe('Player');
        expect(result.data.coins).toBeGreaterThanOrEqual(0);
        expect(result.tokens.access).not.toBe('');
        expect(result.tokens.csrf).not.toBe('');
        expect(result.tokens.access).not.toBe(result.tokens.csrf);
        const { timestamps } = result.data;
        if (timestamps !== GAME_NOT_STARTED) {
          const order = [timestamps.game_start, timestamps.review_start, timestamps.review_end, timestamps.game_end].map(Date.parse);
          expect(order).toEqual([...order].sort((a, b) => a - b));
        }
      });

      it('login gives a non-player its role', async () => {
        const result = await api.login({ ...DEMO_PARTNER });
        expect(result.data.user.email).toBe(DEMO_PARTNER.email);
        expect(result.data.user.role).not.toBe('Player');
      });

      it('login refuses a wrong password as invalid (422), never 401', async () => {
        await rejection(api.login({ email: DEMO_PLAYER.email, password: 'Wrong-password-1' }), 'invalid', 422);
      });

      it('[S5.email] login refuses a malformed email with a field error', async () => {
        const error = await rejection(api.login({ email: 'not-an-email', password: DEMO_PLAYER.password }), 'invalid');
        expect(error.fieldErrors.email?.length).toBeGreaterThan(0);
      });

      it('a call that needs a login answers 401 without tokens, or with forged ones', async () => {
        subject.useTokens(null);
        await rejection(api.getCoinTotal(), 'unauthorized', 401);
        subject.useTokens({ access: 'forged-access-token', csrf: 'forged-csrf-token' });
        await rejection(api.getCoinTotal(), 'unauthorized', 401);
      });

      it('a state-changing call answers 403 with a wrong anti-forgery token; a read does not need it', async () => {
        const { tokens } = await loginAs(DEMO_PLAYER);
        subject.useTokens({ access: tokens.access, csrf: 'wrong-csrf-token' });
        await rejection(api.updateProfile({ city: 'Nowhere' }), 'forbidden', 403);
        expect((await api.getCoinTotal()).meta.status).toBe(200);
      });

      it('logout ends the session of its tokens: they answer 401 from then on, while another login stays valid', async () => {
        const otherLogin = await api.login({ ...DEMO_PLAYER });
        await loginAs(DEMO_PLAYER);
        const answer = await api.logout();
        expect(answer.meta.status).toBe(200);
        expect(answer.data.message).toBe(serverMessages.loggedOut);
        await rejection(api.getCoinTotal(), 'unauthorized', 401);
        await rejection(api.updateProfile({ city: 'Nowhere' }), 'unauthorized', 401);
        await rejection(api.logout(), 'unauthorized', 401);
        subject.useTokens(otherLogin.tokens);
        expect((await api.getCoinTotal()).meta.status).toBe(200);
      });

      it('logout needs a login and the anti-forgery token, and a refused logout leaves the session valid', async () => {
        subject.useTokens(null);
        await rejection(api.logout(), 'unauthorized', 401);
        const { tokens } = await loginAs(DEMO_PLAYER);
        subject.useTokens({ access: tokens.access, csrf: 'wrong-csrf-token' });
        await rejection(api.logout(), 'forbidden', 403);
        subject.useTokens(tokens);
        expect((await api.getCoinTotal()).meta.status).toBe(200);
      });

      it('[S7.coins-total][S7.coins-history] the coin total is login\'s coins, and the history is never empty', async () => {
        const login = await loginAs(DEMO_PLAYER);
        const total = await api.getCoinTotal();
        expect(total.data.coins).toBe(login.data.coins);
        const history = await api.getCoinHistory();
        expect(history.data.coin_details.length).toBeGreaterThan(0);
      });

      it('[S7.referrals] referrals answer a list', async () => {
        await loginAs(DEMO_PLAYER);
        const { data } = await api.getReferrals();
        expect(Array.isArray(data.referrals)).toBe(true);
      });

      it(`a profile update answers the saved user${demo ? '' : ' and keeps it for the next login'}`, async () => {
        await loginAs(DEMO_PLAYER);
        const city = `Contract City ${subject.now()}`;
        const { data } = await api.updateProfile({ city });
        expect(data.user.city).toBe(city);
        expect(data.user.email).toBe(DEMO_PLAYER.email);
        expect(data.verify_email).toBe(false);
        // In demo mode each login may play in its own sandbox (API.md), so only a real account is re-read.
        if (!demo) expect((await loginAs(DEMO_PLAYER)).data.user.city).toBe(city);
      });

      it('[S5.profile-nothing] an empty profile update is refused with "Nothing to update"', async () => {
        await loginAs(DEMO_PLAYER);
        const error = await rejection(api.updateProfile({}), 'invalid', 422);
        expect(error.message).toBe(messages.validation.nothingToUpdate);
      });

      it('[S7.password] a password change with a wrong current password is refused on old_password', async () => {
        await loginAs(DEMO_PLAYER);
        const error = await rejection(
          api.changePassword({ old_password: 'Not-the-password-1', password: 'Another-Secret-1', password_confirmation: 'Another-Secret-1' }),
          'invalid',
          422,
        );
        expect(error.fieldErrors.old_password?.length).toBeGreaterThan(0);
      });

      it(demo ? 'registration is refused in demo mode (403, as the server issue names) with the demo text' : 'registration checks its fields', async () => {
        subject.useTokens(null);
        const form = {
          name: 'Contract Tester',
          email: `contract.${subject.now()}@example.com`,
          password: 'Contract-Secret-1',
          password_confirmation: demo ? 'Contract-Secret-1' : 'Something-else-1',
          education: 'Grade 10',
          country: 'Canada',
        };
        if (demo) {
          const error = await rejection(api.register(form), 'forbidden', 403);
          expect(error.message).toBe(messages.auth.demoCannotRegister);
        } else {
          const error = await rejection(api.register(form), 'invalid', 422);
          expect(error.fieldErrors.password_confirmation?.length).toBeGreaterThan(0);
        }
      });

      it('[S7.send-verification][S7.reset-request] verification and reset requests answer the same message for known and unknown addresses', async () => {
        subject.useTokens(null);
        const unknown = `nobody.${subject.now()}@example.com`;
        const verification = [await api.sendVerification({ email: DEMO_PLAYER.email }), await api.sendVerification({ email: unknown })];
        expect(verification[0]?.data.message).toBe(verification[1]?.data.message);
        const reset = [await api.requestPasswordReset({ email: DEMO_PLAYER.email }), await api.requestPasswordReset({ email: unknown })];
        expect(reset[0]?.data.message).toBe(reset[1]?.data.message);
        expect(reset[0]?.data.message).not.toBe('');
      });

      it('a malformed verification token is invalid on its field; an unknown one is not found (404)', async () => {
        subject.useTokens(null);
        const malformed = await rejection(api.verifyEmail({ token: 'not-a-token' }), 'invalid');
        expect(malformed.fieldErrors.token?.length).toBeGreaterThan(0);
        await rejection(api.verifyEmail({ token: 'f'.repeat(40) }), 'invalid', 404);
      });

      it('[S7.reset] a password reset with an unknown token is not found (404)', async () => {
        subject.useTokens(null);
        await rejection(
          api.resetPassword({ token: 'e'.repeat(40), password: 'Contract-Secret-1', password_confirmation: 'Contract-Secret-1' }),
          'invalid',
          404,
        );
      });
    });

    describe('locations and results', () => {
      it('countries and their regions are open to logged-out users; an unknown country has no regions', async () => {
        subject.useTokens(null);
        const { data } = await api.getCountries();
        const first = data.countries[0];
        expect(first).toBeDefined();
        const regions = await api.getRegions({ name: first?.name ?? '' });
        expect(Array.isArray(regions.data.regions)).toBe(true);
        const none = await api.getRegions({ name: `Atlantis ${subject.now()}` });
        expect(none.data.regions).toEqual([]);
      });

      it('results are open in every period', async () => {
        await loginAs(DEMO_PLAYER);
        const { data, meta } = await api.getResults();
        expect(meta.status).toBe(200);
        expect(Array.isArray(data.raffle_winners)).toBe(true);
        expect(Array.isArray(data.challenge_winners)).toBe(true);
      });
    });

    describe('raffle draw', () => {
      const SECRET = 'c0ffee'.repeat(10) + 'beef';

      it('is open to anyone: a commitment without its secret, or a record that checks out against it', async () => {
        subject.useTokens(null);
        const { data, meta } = await api.getRaffleDraw();
        expect(meta.status).toBe(200);
        if (data.draw?.record) {
          const verified = verifyDrawRecordText(data.draw.record);
          expect(verified.ok ? 'matches' : verified.message).toBe('matches');
          if (verified.ok) expect(verified.value.commitment).toBe(data.commitment?.commitment);
        } else {
          expect(JSON.stringify(data)).not.toMatch(/secret/i);
        }
      });

      it('answers the commitment before the draw, never the secret, and the published record after it', async (context) => {
        if (!subject.organizeDraw) return context.skip('this subject cannot organize a draw');
        const secret = await subject.organizeDraw('commit', SECRET);
        subject.useTokens(null);
        const before = (await api.getRaffleDraw()).data;
        expect(before.commitment?.commitment).toMatch(/^[0-9a-f]{64}$/);
        expect(before.draw).toBeNull();
        expect(JSON.stringify(before)).not.toContain(secret);

        await subject.organizeDraw('run', secret);
        const after = (await api.getRaffleDraw()).data;
        expect(after.commitment).toEqual(before.commitment);
        const record = after.draw?.record ?? '';
        const verified = verifyDrawRecordText(record);
        expect(verified.ok ? 'matches' : verified.message).toBe('matches');
        if (verified.ok) {
          expect(verified.value.secret).toBe(secret);
          expect(verified.value.commitment).toBe(before.commitment?.commitment);
        }
        expect(Date.parse(after.draw?.drawn_at ?? '')).toBeGreaterThanOrEqual(Date.parse(before.commitment?.committed_at ?? ''));
      });
    });

    describe('raffle', () => {
      it('items answer this player\'s stakes while the raffle is open, 409 otherwise', async (context) => {
        const login = await loginAs(DEMO_PLAYER);
        if (!featureOpen(context, 'raffle', login.data.timestamps)) {
          await rejection(api.getRaffleItems(), 'conflict', 409);
          return;
        }
        const { data } = await api.getRaffleItems();
        for (const item of data) {
          expect(item.coins).toBeGreaterThanOrEqual(0);
          if (item.total_staked !== undefined) {
            expect(item.silver).toBe(item.total_staked === 0);
            expect(item.total_staked).toBeGreaterThanOrEqual(item.coins);
          }
        }
      });

      it('a non-player may not stake (403)', async () => {
        await loginAs(DEMO_PARTNER);
        await rejection(api.submitStakes({ staked_items: [], total_coins: 0 }), 'forbidden', 403);
      });

      it('[S7.raffle-submit][S5.raffle-controls] stakes are absolute, all or nothing, answered with the remaining balance, then cooled down (429)', async (context) => {
        const login = await loginAs(DEMO_PLAYER);
        if (!featureOpen(context, 'raffle', login.data.timestamps)) {
          await rejection(api.submitStakes({ staked_items: [], total_coins: 0 }), 'conflict', 409);
          return;
        }
        const items = (await api.getRaffleItems()).data;
        const balance = (await api.getCoinTotal()).data.coins;
        const item = items[0];
        if (!item || balance === 0) return context.skip('the demo player has no item or no coins to stake');

        await rejection(api.submitStakes({ staked_items: [{ item_id: item.item_id, coins: item.coins + balance + 1 }], total_coins: 0 }), 'invalid', 422);
        await rejection(api.submitStakes({ staked_items: [{ item_id: UNKNOWN_ID, coins: 1 }], total_coins: 0 }), 'invalid', 422);
        expect((await api.getCoinTotal()).data.coins).toBe(balance);

        const { data } = await api.submitStakes({ staked_items: [{ item_id: item.item_id, coins: item.coins + 1 }], total_coins: 9999 });
        expect(data.total_coins).toBe(balance - 1);
        expect((await api.getCoinTotal()).data.coins).toBe(balance - 1);
        const after = (await api.getRaffleItems()).data.find((candidate) => candidate.item_id === item.item_id);
        expect(after?.coins).toBe(item.coins + 1);
        expect(after?.silver).toBe(false);

        const cooling = await rejection(api.submitStakes({ staked_items: [{ item_id: item.item_id, coins: item.coins }], total_coins: 0 }), 'rateLimited', 429);
        expect(cooling.message).not.toBe('');
      });
    });

    describe('chests', () => {
      it('chests hold three questions keyed by letters, hiding unsolved answers when the server judges; 409 when closed', async (context) => {
        const login = await loginAs(DEMO_PLAYER);
        if (!featureOpen(context, 'learn', login.data.timestamps)) {
          await rejection(api.getChests(), 'conflict', 409);
          return;
        }
        const { data } = await api.getChests();
        for (const chest of data) {
          expect(chest.group).toHaveLength(QUESTIONS_PER_CHEST);
          for (const question of chest.group) {
            expect(Object.keys(question.answers.choices).every((key) => /^[a-z]$/.test(key))).toBe(true);
            if (quizCheck === 'server' && question.solved !== true) expect(question.answers.correct).toBeUndefined();
            if (quizCheck === 'client') {
              // The original contract: the whole chest, and no progress fields.
              expect(question.answers.correct).toBeDefined();
              expect([question.tried, question.solved, question.coins]).toEqual([undefined, undefined, undefined]);
            }
          }
        }
      });

      it('a non-player may not answer a chest (403)', async () => {
        await loginAs(DEMO_PARTNER);
        await rejection(api.answerChestQuestion({ chest_id: 1, question: 0, choice: 'a' }), 'forbidden', 403);
      });

      it('a chest is judged answer by answer, in order, and pays what it is worth exactly once', async (context) => {
        const login = await loginAs(DEMO_PLAYER);
        if (!featureOpen(context, 'learn', login.data.timestamps)) {
          await rejection(api.answerChestQuestion({ chest_id: 1, question: 0, choice: 'a' }), 'conflict', 409);
          return;
        }
        await rejection(api.answerChestQuestion({ chest_id: UNKNOWN_ID, question: 0, choice: 'a' }), 'invalid', 404);
        const submitted = login.data.user.chests_submitted;
        const chest = (await api.getChests()).data.find((candidate) => !(String(candidate.chest_id) in submitted));
        if (!chest) return context.skip('every demo chest was already opened');

        const start = chest.group.findIndex((question) => question.solved !== true);
        if (start === -1) return context.skip('this chest is solved but not submitted');
        if (start + 1 < QUESTIONS_PER_CHEST) {
          await rejection(api.answerChestQuestion({ chest_id: chest.chest_id, question: start + 1, choice: 'a' }), 'conflict', 409);
        }
        await rejection(api.answerChestQuestion({ chest_id: chest.chest_id, question: start, choice: 'z' }), 'invalid', 422);

        const verdict = await playChest(api, chest, start);
        expect(verdict.completed).toBe(true);
        expect(verdict.chestCoins).toBeLessThanOrEqual(MAX_CHEST_COINS);

        // Every question settled, nothing paid yet: any further answer is out of turn.
        await rejection(api.answerChestQuestion({ chest_id: chest.chest_id, question: QUESTIONS_PER_CHEST - 1, choice: 'a' }), 'conflict', 409);
        const played = (await api.getChests()).data.find((candidate) => candidate.chest_id === chest.chest_id);
        for (const question of played?.group ?? []) {
          if (quizCheck === 'server') expect(question).toMatchObject({ solved: true, answers: { correct: expect.any(String) as unknown, explanation: expect.any(String) as unknown } });
          else expect(question.solved).toBeUndefined();
        }
        if (quizCheck === 'server') expect(played?.group.reduce((sum, question) => sum + (question.coins ?? 0), 0)).toBe(verdict.chestCoins);

        const wrongAmount = quizCheck === 'server' ? (verdict.chestCoins + 1) % (MAX_CHEST_COINS + 1) : MAX_CHEST_COINS + 1;
        await rejection(api.submitChest({ chest_id: chest.chest_id, amount: wrongAmount }), 'invalid', 422);
        const balance = (await api.getCoinTotal()).data.coins;
        const paid = await api.submitChest({ chest_id: chest.chest_id, amount: verdict.chestCoins });
        expect(paid.data.chests_submitted[String(chest.chest_id)]).toBe(verdict.chestCoins);
        expect((await api.getCoinTotal()).data.coins).toBe(balance + verdict.chestCoins);
        await rejection(api.submitChest({ chest_id: chest.chest_id, amount: verdict.chestCoins }), 'conflict', 409);
        await rejection(api.answerChestQuestion({ chest_id: chest.chest_id, question: 0, choice: 'a' }), 'conflict', 409);
        await rejection(api.submitChest({ chest_id: UNKNOWN_ID, amount: 0 }), 'invalid', 404);
      });
    });

    describe('businesses', () => {
      it('businesses answer their challenges while open, 409 otherwise', async (context) => {
        const login = await loginAs(DEMO_PLAYER);
        if (!featureOpen(context, 'businesses', login.data.timestamps)) {
          await rejection(api.getBusinesses(), 'conflict', 409);
          return;
        }
        const { data } = await api.getBusinesses();
        for (const business of data) expect(business.challenge_question.answers_count).toBeGreaterThanOrEqual(0);
      });

      it('a non-player may not answer a challenge or choose the meetup (403)', async () => {
        await loginAs(DEMO_PARTNER);
        await rejection(api.submitChallenge({ challenge_id: 1, submission_link: GOOGLE_DOC_LINK }), 'forbidden', 403);
        await rejection(api.updateMeetup({ attend_meeting: true }), 'forbidden', 403);
      });

      it('a challenge takes a Google Doc link, counts it, and refuses any other link on its field', async (context) => {
        const login = await loginAs(DEMO_PLAYER);
        if (!featureOpen(context, 'businesses', login.data.timestamps)) {
          await rejection(api.submitChallenge({ challenge_id: 1, submission_link: GOOGLE_DOC_LINK }), 'conflict', 409);
          return;
        }
        const business = (await api.getBusinesses()).data[0];
        if (!business) return context.skip('no business is seeded');
        const { challenge_id } = business.challenge_question;
        const refused = await rejection(api.submitChallenge({ challenge_id, submission_link: 'https://example.com/essay' }), 'invalid', 422);
        expect(refused.fieldErrors.submission_link).toEqual([messages.validation.invalidGoogleDocLink]);
        await rejection(api.submitChallenge({ challenge_id: UNKNOWN_ID, submission_link: GOOGLE_DOC_LINK }), 'invalid', 404);

        const { data } = await api.submitChallenge({ challenge_id, submission_link: GOOGLE_DOC_LINK });
        expect(data.message).not.toBe('');
        expect(data.challenge_question.challenge_id).toBe(challenge_id);
        expect(data.challenge_question.answer_submitted).toBe(true);
        expect(data.challenge_question.answers_count).toBeGreaterThanOrEqual(Math.max(1, business.challenge_question.answers_count));
        const listed = (await api.getBusinesses()).data.find((candidate) => candidate.challenge_question.challenge_id === challenge_id);
        expect(listed?.challenge_question.answer_submitted).toBe(true);
      });

      it(`the meetup choice is saved and echoed${demo ? '' : ', and kept for the next login'}`, async (context) => {
        const login = await loginAs(DEMO_PLAYER);
        if (!featureOpen(context, 'businesses', login.data.timestamps)) {
          await rejection(api.updateMeetup({ attend_meeting: true }), 'conflict', 409);
          return;
        }
        const choice = login.data.user.attend_meeting !== true;
        const { data } = await api.updateMeetup({ attend_meeting: choice });
        expect(data.attend_meeting).toBe(choice);
        if (!demo) expect((await loginAs(DEMO_PLAYER)).data.user.attend_meeting).toBe(choice);
      });
    });
  });
}

/**
 * Plays a chest from question `start` to the end, trying its letters in order, and checks each verdict: a
 * wrong letter costs one coin (repeating it costs nothing), a right one shows the explanation. Returns what
 * the chest is worth at the end.
 */
async function playChest(api: GameApi, chest: Chest, start: number): Promise<{ completed: boolean; chestCoins: number }> {
  let completed = false;
  let chestCoins = 0;
  let earned = chest.group.slice(0, start).reduce((sum, question) => sum + (question.coins ?? 0), 0);
  for (let index = start; index < QUESTIONS_PER_CHEST; index += 1) {
    const question = chest.group[index];
    if (!question) throw new Error(`chest ${chest.chest_id} has no question ${index}`);
    const alreadyTried = question.tried ?? [];
    let wrong = alreadyTried.length;
    const letters = Object.keys(question.answers.choices).filter((letter) => !alreadyTried.includes(letter));
    for (const choice of letters) {
      const verdict = (await api.answerChestQuestion({ chest_id: chest.chest_id, question: index, choice })).data;
      if (!verdict.correct) {
        wrong += 1;
        expect(verdict.question_coins).toBe(Math.max(0, COINS_PER_QUESTION - wrong));
        const repeated = (await api.answerChestQuestion({ chest_id: chest.chest_id, question: index, choice })).data;
        expect(repeated.correct).toBe(false);
        expect(repeated.question_coins).toBe(verdict.question_coins);
        continue;
      }
      expect(verdict.explanation).toBeDefined();
      expect(verdict.question_coins).toBe(Math.max(0, COINS_PER_QUESTION - wrong));
      earned += verdict.question_coins;
      expect(verdict.chest_coins).toBe(earned);
      completed = verdict.completed;
      chestCoins = verdict.chest_coins;
      break;
    }
  }
  return { completed, chestCoins };
}
