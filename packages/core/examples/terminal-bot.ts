// A front end that is not React: a bot that logs in, opens chest 1, answers until each question is right and
// stakes its coins on the first raffle item, printing what a terminal client would show. It reaches the game
// through core's public entry points alone (docs/decisions/0004); the README shows it.
import {
  activeQuestion, chestViews, createGameLogic, isJudging, isLoggedIn, isSubmittingChest, isSubmittingStakes,
  parsePersistedClientState, raffleItemViews, remainingCoins, type GameLogic,
} from '@dubloon-quest/core';
import {
  DEMO_PLAYER, FakeClock, FakeGameApi, type FakeGameServer, FakeRealtime, KeyValuePersistedStateStore, MemoryStorage,
} from '@dubloon-quest/core/testing';

type Watched<S> = { getSnapshot(): S; subscribe(listener: (snapshot: S) => void): { unsubscribe(): void } };
/** Waits until an actor's snapshot passes `ready`: the bot's way to wait for the server's answer. */
const until = <S>(actor: Watched<S>, ready: (snapshot: S) => boolean) =>
  new Promise<S>((resolve) => {
    const check = (snapshot: S) => ready(snapshot) && (subscription?.unsubscribe(), resolve(snapshot));
    const subscription: { unsubscribe(): void } | undefined = actor.subscribe(check);
    check(actor.getSnapshot());
  });

export async function playChestAndStake(server: FakeGameServer, print: (line: string) => void): Promise<GameLogic> {
  let logic: GameLogic | null = null;
  const storage = new KeyValuePersistedStateStore(new MemoryStorage(), { parse: parsePersistedClientState });
  const api = new FakeGameApi(server, () => logic?.tokens() ?? null);
  logic = await createGameLogic({ api, storage, realtime: new FakeRealtime({ server }), clock: new FakeClock(), random: Math.random });
  const game = logic;
  game.session.send({ type: 'session.login', email: DEMO_PLAYER.email, password: DEMO_PLAYER.password });
  await until(game.session, isLoggedIn);
  game.quiz.send({ type: 'quiz.open' });
  await until(game.quiz, (quiz) => chestViews(quiz).length > 0);
  game.quiz.send({ type: 'chest.open', chestId: 1 });
  for (let question = activeQuestion(game.quiz.getSnapshot()); question; question = activeQuestion(game.quiz.getSnapshot())) {
    if (question.explanation !== null) game.quiz.send({ type: 'answer.proceed' });
    else {
      const choice = question.choices.find(({ letter }) => !question?.tried.includes(letter))!;
      print(`${question.text} -> ${choice.text}`);
      game.quiz.send({ type: 'answer.submit', choice: choice.letter });
    }
    await until(game.quiz, (quiz) => !isJudging(quiz) && !isSubmittingChest(quiz));
  }
  print(`chest 1: ${chestViews(game.quiz.getSnapshot())[0]?.coins} coins`);
  game.raffle.send({ type: 'raffle.open' });
  const [first] = raffleItemViews(await until(game.raffle, (raffle) => raffleItemViews(raffle).length > 0));
  for (let coins = remainingCoins(game.raffle.getSnapshot()); coins > 0; coins -= 1) game.raffle.send({ type: 'stake.plus', itemId: first!.item.item_id });
  game.raffle.send({ type: 'stake.submit' });
  game.raffle.send({ type: 'stake.confirm' });
  await until(game.raffle, (raffle) => !isSubmittingStakes(raffle));
  print(`staked on ${first!.item.name}`);
  return game;
}
