import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cachingSerializerCompiler, derivedView, sharedAnswer } from './serialization';

const schema = z.object({ name: z.string() });
const compile = () => cachingSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('cachingSerializerCompiler', () => {
  it('writes a cached answer once, and every other answer each time', () => {
    const serialize = compile();
    const cached = sharedAnswer({ name: 'Rojos', secret: 'x' });
    expect(serialize(cached)).toBe('{"name":"Rojos"}');
    // Its JSON is kept: an answer marked as cached is never changed in place.
    (cached as { name: string }).name = 'cambiado';
    expect(serialize(cached)).toBe('{"name":"Rojos"}');

    const fresh = { name: 'Azules' };
    expect(serialize(fresh)).toBe('{"name":"Azules"}');
    fresh.name = 'Verdes';
    expect(serialize(fresh)).toBe('{"name":"Verdes"}');
  });

  it('still refuses a cached answer that breaks its schema, on every request', () => {
    const serialize = compile();
    const wrong = sharedAnswer({ name: 7 });
    expect(() => serialize(wrong)).toThrow();
    expect(() => serialize(wrong)).toThrow();
  });

  it('derives one view per cached answer', () => {
    let made = 0;
    const view = derivedView((answer: { n: number }) => ({ double: answer.n * 2, made: ++made }));
    const a = { n: 1 };
    expect(view(a)).toBe(view(a));
    expect(view({ n: 1 })).toEqual({ double: 2, made: 2 });
  });
});
