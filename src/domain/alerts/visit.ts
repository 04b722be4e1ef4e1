/**
 * The mark an alert email's car link carries (`?from=alert`), so the visit it brings is counted as an alert opened
 * (src/data/insights.ts). Its own module: the car page's view counter reads it in the browser, and nothing else here
 * should travel with it.
 */
export const ALERT_VISIT_PARAM = 'from'
export const ALERT_VISIT_VALUE = 'alert'
