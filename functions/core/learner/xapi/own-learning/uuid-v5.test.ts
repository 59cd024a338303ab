import { describe, expect, it } from 'vitest';
import { uuidV5 } from './uuid-v5';

describe('uuidV5', () => {
  it('matches RFC 9562 Appendix A.4 (the DNS namespace, www.example.com)', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('is stable for a name and differs for another name or namespace, with version 5 and the RFC variant', () => {
    const ns = '6b383514-9165-454d-ba33-436dac9ea7e6';
    const one = uuidV5('c1|started|x', ns);
    expect(uuidV5('c1|started|x', ns)).toBe(one);
    expect(uuidV5('c1|started|y', ns)).not.toBe(one);
    expect(uuidV5('c1|started|x', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).not.toBe(one);
    expect(one).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('refuses a namespace that is not a UUID', () => {
    expect(() => uuidV5('x', 'not-a-uuid')).toThrow('not a UUID');
  });
});
