export { findUserView } from './user-view';
