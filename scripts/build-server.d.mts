export const root: string;
export const serverDist: string;
export const serverMain: string;
export function serverIsStale(): boolean;
/** Builds the server bundles; resolves to the milliseconds it took. */
export function buildServer(): Promise<number>;
