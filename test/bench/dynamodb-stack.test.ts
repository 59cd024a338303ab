import { existsSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as EventBus from '@skillway/infra/local/event-bus';

const startLocalStack = vi.hoisted(() => vi.fn());
vi.mock('@skillway/infra/local/local-stack', () => ({ startLocalStack }));
const busFails = vi.hoisted(() => ({ value: false }));
vi.mock('@skillway/infra/local/event-bus', async (importOriginal) => {
  const real = await importOriginal<typeof EventBus>();
  return {
    ...real,
    createEventBus: (...args: Parameters<typeof real.createEventBus>) => {
      if (busFails.value) throw new Error('no bus');
      return real.createEventBus(...args);
    },
  };
});

const { withBenchStack } = await import('./dynamodb-stack');

/** The stack stops a second after its last user; a little more, and a rejection has had its turn to surface. */
const afterTheStop = () => new Promise((resolve) => setTimeout(resolve, 1300));

describe('withBenchStack', () => {
  const stray: unknown[] = [];
  const onStray = (reason: unknown) => stray.push(reason);
  beforeEach(() => {
    stray.length = 0;
    busFails.value = false;
    startLocalStack.mockReset();
    process.on('unhandledRejection', onStray);
  });
  afterEach(() => {
    process.off('unhandledRejection', onStray);
  });

  it('gives a failed start to the part, removes its folder and leaves no unhandled rejection behind', async () => {
    let dataDir = '';
    startLocalStack.mockImplementation((options: { dataDir: string }) => {
      dataDir = options.dataDir;
      return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:32825'));
    });
    const work = vi.fn();
    await expect(withBenchStack(work)).rejects.toThrow('connect ECONNREFUSED 127.0.0.1:32825');
    expect(work).not.toHaveBeenCalled();
    expect(dataDir).not.toBe('');
    expect(existsSync(dataDir)).toBe(false);
    await afterTheStop();
    expect(stray).toEqual([]);
  });

  it('stops a stack that started when what follows its start fails', async () => {
    const stop = vi.fn(() => Promise.resolve());
    startLocalStack.mockResolvedValue({ stop, drainEvents: () => Promise.resolve() });
    busFails.value = true;
    await expect(withBenchStack(() => Promise.resolve())).rejects.toThrow('no bus');
    expect(stop).toHaveBeenCalledTimes(1);
    await afterTheStop();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(stray).toEqual([]);
  });

  it('stops the stack once, a moment after its last user, and reports a stop that fails', async () => {
    const stop = vi.fn(() => Promise.reject(new Error('DynamoDB Local did not exit')));
    startLocalStack.mockResolvedValue({ stop, drainEvents: () => Promise.resolve() });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = process.exitCode;
    try {
      await withBenchStack(() => withBenchStack(() => Promise.resolve('figures')));
      expect(stop).not.toHaveBeenCalled();
      await afterTheStop();
      expect(stop).toHaveBeenCalledTimes(1);
      expect(stray).toEqual([]);
      expect(errors).toHaveBeenCalledWith("the bench's local stack did not stop: DynamoDB Local did not exit");
      expect(process.exitCode).toBe(1);
    } finally {
      process.exitCode = before;
    }
  });
});
