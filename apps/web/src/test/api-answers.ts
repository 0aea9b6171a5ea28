import type { Endpoint, EndpointAnswer, EndpointMethod, EndpointPath } from '@liga/domain';

/** A path as a test requests it: each `:name` part an id (`/users/:id` → `/users/${number}`). */
type WithIds<P extends string> = P extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${number}/${WithIds<Tail>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${number}`
    : P;
type MockKey<E extends Endpoint> = `${EndpointMethod<E>} /api${WithIds<EndpointPath<E>>}`;
type FixedPath = { [E in Endpoint]: EndpointPath<E> extends `${string}:${string}` ? never : E }[Endpoint];

/**
 * What each endpoint answers, from the domain's endpoint table that the web's client calls through
 * (decision 031). mockApi checks every mocked success body against it, so a contract that changes
 * fails the typecheck of each test that mocks the old shape. Keys are `METHOD /api/path`.
 */
export type ApiAnswers = { [E in FixedPath as MockKey<E>]: EndpointAnswer<E> };

/** The endpoints with an id in their path (`${number}`): mock them with idRoute(). */
export type ApiIdAnswers = { [E in Exclude<Endpoint, FixedPath> as MockKey<E>]: EndpointAnswer<E> };
