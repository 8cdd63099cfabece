/**
 * Set on <html> once the app has rendered or hydrated in the browser and handles input
 * (app/app-root.tsx). The e2e tests wait for it after each page load (tests/e2e/fixtures.ts).
 */
export const APP_READY_ATTRIBUTE = "data-app-ready";
