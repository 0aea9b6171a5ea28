// The version of the whole application, from the root package.json (only this field reaches the bundle).
export { version as APP_VERSION } from '../../../../package.json';
