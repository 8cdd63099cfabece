import type { Reporter, TestCase } from "vitest/node";

/**
 * Names every test that passed only on a retry (CI gives component tests one,
 * vitest.config.ts), so a race is seen in the log instead of hidden by the retry.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (retries > 0 && testCase.result().state === "passed") {
      this.flaky.push(`${testCase.module.moduleId.replace(`${process.cwd()}/`, "")} > ${testCase.fullName} (passed on retry ${retries})`);
    }
  }

  onTestRunEnd(): void {
    if (this.flaky.length === 0) return;
    console.log(`\n${this.flaky.length} flaky test(s), passed only on a retry:`);
    for (const line of this.flaky) console.log(`  flaky: ${line}`);
  }
}
