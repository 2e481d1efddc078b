import { describe, expect, it } from 'vitest';
import { GroupCommit, RequestError } from './group-commit.js';

type Request = { key: number; value: string };

/** A group commit whose transactions are released by hand, recording the groups it ran. */
function setup(options: { failTogether?: boolean; maxInFlight?: number } = {}) {
  const groups: string[][] = [];
  const releases: (() => void)[] = [];
  const held = () => new Promise<void>((resolve) => releases.push(resolve));
  const commit = new GroupCommit<Request, string>({
    async together(requests) {
      groups.push(requests.map((request) => request.value));
      await held();
      if (options.failTogether) throw new Error('the group failed');
      return requests.map((request) => (request.value === 'bad' ? new RequestError(new Error('bad alone')) : `${request.value}!`));
    },
    async alone(request) {
      groups.push([request.value]);
      await held();
      if (request.value === 'bad') throw new Error('bad alone');
      return `${request.value}.`;
    },
    keyOf: (request) => request.key,
    maxInFlight: options.maxInFlight ?? 1,
    maxBatch: 3,
  });
  const settle = async () => {
    for (let turn = 0; turn < 20; turn += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.splice(0).forEach((release) => release());
    }
  };
  return { commit, groups, settle };
}

describe('GroupCommit', () => {
  it('groups the requests of one turn, then those that arrived meanwhile: at most maxBatch, one per key', async () => {
    const { commit, groups, settle } = setup();
    const answers = Promise.all(
      [
        { key: 1, value: 'a' },
        { key: 2, value: 'b' },
        { key: 2, value: 'c' },
        { key: 3, value: 'd' },
        { key: 4, value: 'e' },
        { key: 5, value: 'f' },
      ].map((request) => commit.submit(request)),
    );
    await settle();
    expect(await answers).toEqual(['a!', 'b!', 'c!', 'd!', 'e!', 'f!']);
    // c waits for the group after b's (same key); e and f for the one after the first full group.
    expect(groups).toEqual([['a', 'b', 'd'], ['c', 'e', 'f']]);
    // A request alone in its turn goes alone.
    const alone = commit.submit({ key: 9, value: 'z' });
    await settle();
    expect(await alone).toBe('z.');
  });

  it("fails a request's own error alone and answers the others of its group", async () => {
    const { commit, settle } = setup();
    const first = commit.submit({ key: 1, value: 'a' });
    const bad = expect(commit.submit({ key: 2, value: 'bad' })).rejects.toThrow('bad alone');
    const good = commit.submit({ key: 3, value: 'g' });
    await settle();
    expect(await first).toBe('a!');
    await bad;
    expect(await good).toBe('g!');
  });

  it('makes each request of a group that failed as a whole again alone', async () => {
    const { commit, groups, settle } = setup({ failTogether: true });
    const answers = [commit.submit({ key: 1, value: 'a' }), commit.submit({ key: 2, value: 'b' }), commit.submit({ key: 3, value: 'bad' })];
    const settled = Promise.allSettled(answers);
    await settle();
    expect((await settled).map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error).message))).toEqual(['a.', 'b.', 'bad alone']);
    expect(groups).toEqual([['a', 'b', 'bad'], ['a'], ['b'], ['bad']]);
  });

  it('runs up to maxInFlight transactions at once', async () => {
    const { commit, groups, settle } = setup({ maxInFlight: 2 });
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const first = commit.submit({ key: 1, value: '1' });
    await turn();
    const second = commit.submit({ key: 2, value: '2' });
    await turn();
    const third = commit.submit({ key: 3, value: '3' });
    await turn();
    // Two in flight: the third waits for one of them.
    expect(groups).toEqual([['1'], ['2']]);
    await settle();
    expect([await first, await second, await third]).toEqual(['1.', '2.', '3.']);
    expect(groups).toEqual([['1'], ['2'], ['3']]);
  });
});
