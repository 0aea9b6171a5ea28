/**
 * Debian's Chromium, never a downloaded browser (decision 033), with flags that keep it off the closed
 * network: the browser of the e2e suite (playwright.config.ts) and the one bench:web drives.
 */
export const debianChromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
