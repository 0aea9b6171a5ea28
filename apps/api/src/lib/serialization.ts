import { serializerCompiler } from 'fastify-type-provider-zod';

/** Answers kept in a read cache (lib/derived-cache.ts) and handed unchanged to every request. */
const shared = new WeakSet<object>();

/** Marks `value` as a cached answer: never changed once made, so its JSON can be kept with it. */
export function sharedAnswer<T>(value: T): T {
  if (value && typeof value === 'object') shared.add(value);
  return value;
}

/**
 * A view computed from a cached answer, made once per answer and cached with it (it goes when the
 * answer does): the standings' list drawn from the cached table is the same for every request.
 */
export function derivedView<A extends object, R>(make: (answer: A) => R): (answer: A) => R {
  const views = new WeakMap<A, R>();
  return (answer) => {
    if (views.has(answer)) return views.get(answer)!;
    const view = sharedAnswer(make(answer));
    views.set(answer, view);
    return view;
  };
}

/**
 * The route's zod serializer (the answer checked against its schema, then JSON), run once per cached
 * answer: the JSON of an answer marked by `sharedAnswer` is kept beside it, per route, as UTF-8 bytes
 * until the cache drops the answer. Checking and writing a page of players was most of a cached read's
 * own CPU in a profile under load, and a string body is encoded again on every write to the socket
 * (and measured again for its length); the bytes are written as they are (decision 041). Every other
 * answer is serialized as before.
 */
export const cachingSerializerCompiler: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  const done = new WeakMap<object, Buffer>();
  return (data: unknown) => {
    if (!data || typeof data !== 'object' || !shared.has(data)) return serialize(data);
    let json = done.get(data);
    if (json === undefined) done.set(data, (json = Buffer.from(serialize(data))));
    // Typed as a string by Fastify; its reply sends a Buffer payload as it is (content-length from its size).
    return json as unknown as string;
  };
};
