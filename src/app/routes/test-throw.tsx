/**
 * Test-only page (route /__test/throw, present only when VITE_E2E_TEST_ROUTES=true):
 * throws while rendering so tests can check the route error screen.
 */
export function TestThrowPage(): never {
  throw new Error("Intentional render error from /__test/throw");
}
