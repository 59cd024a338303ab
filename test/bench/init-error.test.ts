import { describe, expect, it } from 'vitest';
import { initError } from './init-error';

describe('initError', () => {
  it("gives Node's error line, not the minified source line it quotes", () => {
    const minified = `var a=class{};throw new TypeError("x");${'let e=new Error("y");'.repeat(500)}`;
    const stderr = [
      'file:///tmp/api/scim/schemas/index.mjs:28',
      minified,
      '    ^',
      '',
      "TypeError: Resource 't' already declared",
      '    at t.declare (file:///tmp/api/scim/schemas/index.mjs:28:284042)',
      '',
      'Node.js v20.20.2',
    ].join('\n');
    expect(initError(stderr)).toBe("TypeError: Resource 't' already declared");
  });

  it('gives the last line, cut short, when no error line is printed', () => {
    expect(initError(`first\n${'x'.repeat(400)}\n\n`)).toBe(`${'x'.repeat(300)}…`);
    expect(initError('')).toBe('');
  });
});
