/** The public pages' settings in /configuracion and where a signed-out visitor lands (decision 035). */
export { PublicSettingsSection } from './components/public-settings-section';
export { SignedOutRedirect } from './components/signed-out-redirect';
