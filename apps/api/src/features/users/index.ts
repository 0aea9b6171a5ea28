export { findUserView } from './user-view';
export { waitingPlace } from './waiting-list';
