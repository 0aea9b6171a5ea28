/** Public surface of notifications: the header's bell (it keeps the count live) and the tab bar's icon. */
export { NotificationBell, NotificationTabIcon } from './components/notification-bell';
