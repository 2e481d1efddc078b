import fc from 'fast-check';
import { COINS_PER_QUESTION, MAX_CHEST_COINS, QUESTIONS_PER_CHEST } from '../../rules/constants.js';
import { describeOutcome, expectRule, outcomeOf, type ConformanceSession } from './conformance-session.js';

/** One chest as the model follows it. The right letters are not known until the player finds them. */
export interface ChestModelState {
  readonly chestId: number;
  /** The letters each question offers. */
  readonly letters: readonly (readonly string[])[];
  /** The question being played: 0 to 2, or 3 once every question is solved. */
  current: number;
  /** The wrong letters tried on the current question. */
  wrong: Set<string>;
  /** What the solved questions earned. */
  earned: number;
  /** What the chest paid, or null while unpaid. */
  paid: number | null;
}

/**
 * The chest quiz model of one player: each chest's progress, and the unstaked balance, which only payouts
 * raise. `judging` says who judges answers: `server` (the default: the payout must be what the answers earned)
 * or `client` (the original contract: any amount from 0 to 9 is paid once).
 */
export interface ChestQuizModel {
  readonly chests: ChestModelState[];
  readonly judging: 'server' | 'client';
  balance: number;
}

export interface ChestQuizReal {
  readonly session: ConformanceSession;
}

const chestAt = (model: Readonly<ChestQuizModel>, slot: number): ChestModelState => model.chests[slot % model.chests.length]!;

/**
 * Answers one letter on a chest question and checks the verdict against the model: refused when the chest was
 * paid (409), the letter is not offered (422) or the question is not the one being played (409); otherwise the
 * question is worth 3 minus 1 per distinct wrong letter, a repeated wrong letter costs nothing, and the chest is
 * complete when its last question is right. Returns whether the answer was right.
 */
async function answerAndCheck(chest: ChestModelState, question: number, letter: string, { session }: ChestQuizReal): Promise<boolean> {
  const outcome = await outcomeOf(session.api.answerChestQuestion({ chest_id: chest.chestId, question, choice: letter }));
  const seen = () => `answering ${letter} to question ${question} of chest ${chest.chestId} (playing question ${chest.current}, paid ${chest.paid}) was ${describeOutcome(outcome)}`;
  const offered = chest.letters[question]?.includes(letter) ?? false;
  if (chest.paid !== null) {
    expectRule(!outcome.ok && outcome.kind === 'conflict', 'CHEST.PAYS_ONCE', () => `a paid chest cannot be reopened, but ${seen()}`);
    return false;
  }
  if (!offered || question !== chest.current) {
    const kind = offered ? 'conflict' : 'invalid';
    expectRule(!outcome.ok && outcome.kind === kind, 'CHEST.SCORING', () => `expected ${kind}, but ${seen()}`);
    return false;
  }
  expectRule(outcome.ok, 'CHEST.SCORING', () => `expected a verdict, but ${seen()}`);
  if (!outcome.ok) return false;
  const verdict = outcome.data;
  const repeated = chest.wrong.has(letter);
  expectRule(!(repeated && verdict.correct), 'CHEST.SCORING', () => `a letter judged wrong before is now right: ${seen()}`);
  if (!verdict.correct) chest.wrong.add(letter);
  const worth = Math.max(0, COINS_PER_QUESTION - chest.wrong.size);
  expectRule(verdict.question_coins === worth, 'CHEST.SCORING', () => `the question should be worth ${worth}, but ${seen()}`);
  const chestCoins = chest.earned + (verdict.correct ? worth : 0);
  expectRule(verdict.chest_coins === chestCoins, 'CHEST.SCORING', () => `the chest should be worth ${chestCoins}, but ${seen()}`);
  const completes = verdict.correct && question === QUESTIONS_PER_CHEST - 1;
  expectRule(verdict.completed === completes, 'CHEST.SCORING', () => `completed should be ${completes}, but ${seen()}`);
  if (verdict.correct) {
    chest.earned = chestCoins;
    chest.current += 1;
    chest.wrong = new Set();
  }
  return verdict.correct;
}

/** One answer: to the question being played, or the one before or after it; a letter offered, or `z`. */
export class AnswerCommand implements fc.AsyncCommand<ChestQuizModel, ChestQuizReal> {
  constructor(
    readonly chest: number,
    readonly questionShift: -1 | 0 | 1,
    readonly letter: number | 'not offered',
  ) {}

  check(): boolean {
    return true;
  }

  async run(model: ChestQuizModel, real: ChestQuizReal): Promise<void> {
    const chest = chestAt(model, this.chest);
    const question = Math.min(QUESTIONS_PER_CHEST - 1, Math.max(0, chest.current + this.questionShift));
    const letters = chest.letters[question] ?? [];
    const letter = this.letter === 'not offered' ? 'z' : letters[this.letter % letters.length]!;
    await answerAndCheck(chest, question, letter, real);
  }

  toString(): string {
    return `answer(chest #${this.chest}, question ${['before', 'now', 'after'][this.questionShift + 1]}, ${this.letter === 'not offered' ? 'a letter not offered' : `letter #${this.letter}`})`;
  }
}

/** Plays a chest's remaining questions to the end, trying fresh letters from `start[q]` on until one is right. */
export class PlayChestCommand implements fc.AsyncCommand<ChestQuizModel, ChestQuizReal> {
  constructor(
    readonly chest: number,
    readonly start: readonly number[],
  ) {}

  check(model: Readonly<ChestQuizModel>): boolean {
    return chestAt(model, this.chest).paid === null;
  }

  async run(model: ChestQuizModel, real: ChestQuizReal): Promise<void> {
    const chest = chestAt(model, this.chest);
    while (chest.current < QUESTIONS_PER_CHEST) {
      const question = chest.current;
      const letters = chest.letters[question] ?? [];
      const offset = this.start[question] ?? 0;
      const fresh = letters.map((_, index) => letters[(index + offset) % letters.length]!).filter((letter) => !chest.wrong.has(letter));
      expectRule(fresh.length > 0, 'CHEST.SCORING', () => `every letter of question ${question} of chest ${chest.chestId} was judged wrong`);
      for (const letter of fresh) if (await answerAndCheck(chest, question, letter, real)) break;
      expectRule(chest.current > question, 'CHEST.SCORING', () => `no letter of question ${question} of chest ${chest.chestId} was judged right`);
    }
  }

  toString(): string {
    return `playToTheEnd(chest #${this.chest}, first letters #${this.start.join(', #')})`;
  }
}

/**
 * Asks a chest's coins: what the answers earned, or that plus `amountShift`. The model says whether it must be
 * paid (once, at most 9, exactly what was earned when the server judges), then the balance is read back.
 */
export class SubmitChestCommand implements fc.AsyncCommand<ChestQuizModel, ChestQuizReal> {
  constructor(
    readonly chest: number,
    readonly amountShift: number,
  ) {}

  check(): boolean {
    return true;
  }

  async run(model: ChestQuizModel, { session }: ChestQuizReal): Promise<void> {
    const chest = chestAt(model, this.chest);
    const amount = Math.max(0, chest.earned + this.amountShift);
    const outcome = await outcomeOf(session.api.submitChest({ chest_id: chest.chestId, amount }));
    const seen = () => `asking ${amount} for chest ${chest.chestId} (earned ${chest.earned}, ${chest.current} questions solved, paid ${chest.paid}) was ${describeOutcome(outcome)}`;
    const payable =
      chest.paid === null &&
      (model.judging === 'client' ? amount <= MAX_CHEST_COINS : chest.current === QUESTIONS_PER_CHEST && amount === chest.earned);
    if (!payable) {
      const kind = chest.paid !== null ? 'conflict' : 'invalid';
      expectRule(!outcome.ok, 'CHEST.PAYS_ONCE', () => `must not pay, but ${seen()}`);
      expectRule(outcome.ok || outcome.kind === kind, 'CHEST.PAYS_ONCE', () => `expected ${kind}, but ${seen()}`);
    } else {
      expectRule(outcome.ok, 'CHEST.PAYS_ONCE', () => `must pay, but ${seen()}`);
      if (outcome.ok) {
        const recorded = outcome.data.chests_submitted[String(chest.chestId)];
        expectRule(recorded === amount, 'CHEST.PAYS_ONCE', () => `the chest should be recorded as paying ${amount}, but ${seen()}`);
        chest.paid = amount;
        model.balance += amount;
      }
    }
    const balance = (await session.api.getCoinTotal()).data.coins;
    expectRule(balance === model.balance, 'COINS.CONSERVED', () => `after ${seen()}, the balance reads ${balance}, not ${model.balance}`);
  }

  toString(): string {
    const shift = this.amountShift === 0 ? '' : this.amountShift > 0 ? ` + ${this.amountShift}` : ` - ${-this.amountShift}`;
    return `submit(chest #${this.chest}, what it earned${shift})`;
  }
}

/**
 * Command sequences for the chest quiz (`fc.commands`): single answers (in and out of turn, offered or not),
 * whole chests played to the end, and payouts of the earned amount or a little off. Run them with
 * `fc.asyncModelRun` from a {@link ChestQuizModel} of a fresh player.
 */
export const chestQuizCommandsArb = (maxCommands = 8): fc.Arbitrary<Iterable<fc.AsyncCommand<ChestQuizModel, ChestQuizReal>>> => {
  const chest = fc.nat({ max: 2 });
  return fc.commands(
    [
      fc.tuple(chest, fc.constantFrom(-1 as const, 0 as const, 0 as const, 1 as const), fc.oneof({ weight: 5, arbitrary: fc.nat({ max: 3 }) }, { weight: 1, arbitrary: fc.constant('not offered' as const) })).map(
        ([slot, shift, letter]) => new AnswerCommand(slot, shift, letter),
      ),
      fc.tuple(chest, fc.array(fc.nat({ max: 3 }), { minLength: QUESTIONS_PER_CHEST, maxLength: QUESTIONS_PER_CHEST })).map(([slot, start]) => new PlayChestCommand(slot, start)),
      fc.tuple(chest, fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.constantFrom(-1, 1, MAX_CHEST_COINS + 1) })).map(([slot, shift]) => new SubmitChestCommand(slot, shift)),
    ],
    { maxCommands },
  );
};

/**
 * The model of a logged-in player's chests, read from the implementation. Chests already played or paid are
 * left out: the model follows fresh chests only. Null when no fresh chest is left.
 */
export async function readChestQuizModel(session: ConformanceSession, paidChests: Readonly<Record<string, number>>): Promise<ChestQuizModel | null> {
  const chests = (await session.api.getChests()).data;
  const balance = (await session.api.getCoinTotal()).data.coins;
  const fresh = chests.filter((chest) => !(String(chest.chest_id) in paidChests) && chest.group.every((question) => question.solved !== true && (question.tried ?? []).length === 0));
  if (fresh.length === 0) return null;
  // The original contract sends every answer: then the client judges and the server pays what it is asked.
  const judging = fresh.some((chest) => chest.group.some((question) => question.answers.correct !== undefined)) ? 'client' : 'server';
  return {
    judging,
    balance,
    chests: fresh.map((chest) => ({
      chestId: chest.chest_id,
      letters: chest.group.map((question) => Object.keys(question.answers.choices)),
      current: 0,
      wrong: new Set<string>(),
      earned: 0,
      paid: null,
    })),
  };
}
