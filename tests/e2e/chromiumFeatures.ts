/**
 * The one `--disable-features` switch the e2e browser is launched with (playwright.config.ts).
 *
 * Chromium honours only the last `--disable-features` on its command line: a second one does not add to the first, it
 * replaces it. Playwright launches Chromium with a list of its own (features that make automation flaky, such as
 * PaintHolding, or that reach out to Google's services at startup), and a config that passes another switch silently
 * throws that list away. So the switch here carries Playwright's list as well as ours, and
 * tests/unit/e2e/chromiumFeatures.test.ts fails when the installed Playwright disables a feature this list lacks.
 */

/** What Playwright itself disables (its launcher's list at the pinned version). */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const

/**
 * What the suite disables besides. Each window Playwright opens (one per browser context) would otherwise load
 * Chromium's WebUI omnibox popups, two renderer processes of 1–2 CPU-seconds each, for an address bar no test uses.
 * (Site isolation is off through `--disable-site-isolation-trials`: one renderer serves every tenant's host.)
 */
export const SUITE_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'] as const

/** The switch: Playwright's list and the suite's, in one. */
export const DISABLE_FEATURES_SWITCH = `--disable-features=${[
  ...PLAYWRIGHT_DISABLED_FEATURES,
  ...SUITE_DISABLED_FEATURES,
].join(',')}`
