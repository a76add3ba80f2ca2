import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends each run with one plain line, "N passed, N failed, N skipped", which CI reads
 * whatever the colours and layout of the default reporter. A file that failed outside its
 * tests (an import or a beforeAll that threw) is named too: its tests only count as skipped.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    let failedFiles = 0;
    for (const module of testModules) {
      let failedTests = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') failedTests += 1;
        else counts.skipped += 1;
      }
      counts.failed += failedTests;
      if (module.state() === 'failed' && failedTests === 0) failedFiles += 1;
    }
    const files = failedFiles > 0 ? `, ${failedFiles} files failed outside their tests` : '';
    // eslint-disable-next-line no-console -- the summary line is this reporter's whole output
    console.log(
      `\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${files}`,
    );
  }
}
